import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

CHANNELS = [1, 16, 32, 64]


class Down(nn.Cell):
    def __init__(self, cin, cout):
        super().__init__()
        self.conv = nn.SequentialCell(nn.Conv1d(cin, cout, 15, pad_mode="same", has_bias=True), nn.LeakyReLU(0.1))
        self.pool = nn.MaxPool1d(2, 2)

    def construct(self, x):
        skip = self.conv(x)
        return self.pool(skip), skip


class Up(nn.Cell):
    def __init__(self, cin, cout):
        super().__init__()
        self.up = nn.Conv1dTranspose(cin, cout, 2, stride=1, has_bias=True)  # ROOT
        self.conv = nn.SequentialCell(nn.Conv1d(2 * cout, cout, 5, pad_mode="same", has_bias=True), nn.LeakyReLU(0.1))

    def construct(self, x, skip):
        return self.conv(ops.concat((self.up(x), skip), axis=1))


class WaveUNet(nn.Cell):
    def __init__(self, chs):
        super().__init__()
        self.downs = nn.CellList([Down(a, b) for a, b in zip(chs[:-2], chs[1:-1])])
        self.bottleneck = nn.Conv1d(chs[-2], chs[-1], 15, pad_mode="same", has_bias=True)
        self.ups = nn.CellList([Up(b, a) for a, b in zip(chs[1:-1][::-1], chs[2:][::-1])])
        self.out = nn.Conv1d(chs[1], 1, 1, has_bias=True)

    def construct(self, wav):
        h, skips = wav, []
        for down in self.downs:
            h, s = down(h)
            skips.append(s)
        h = ops.leaky_relu(self.bottleneck(h), 0.1)
        for i, up in enumerate(self.ups):
            h = up(h, skips[len(skips) - 1 - i])
        return ops.tanh(self.out(h)) + wav


def noisy_tones(n=8, length=1024, seed=0):
    rng = np.random.default_rng(seed)
    t = np.arange(length) / 8000.0
    freqs = rng.uniform(200, 800, size=(n, 1))
    clean = 0.5 * np.sin(2 * np.pi * freqs * t)
    noisy = clean + 0.1 * rng.standard_normal((n, length))
    return ms.Tensor(noisy[:, None].astype(np.float32)), ms.Tensor(clean[:, None].astype(np.float32))


net = WaveUNet(CHANNELS)
opt = nn.Adam(net.trainable_params(), learning_rate=3e-4)
step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.L1Loss()), opt)
step.set_train()
for it in range(3):
    noisy, clean = noisy_tones(seed=it)
    print("iter", it, "l1", step(noisy, clean))
