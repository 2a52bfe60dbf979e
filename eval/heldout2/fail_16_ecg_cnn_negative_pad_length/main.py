import numpy as np
import mindspore as ms
from mindspore import nn, ops

import config as C
from data import synth_ecg

ms.set_context(mode=ms.GRAPH_MODE)


def conv_stage(cin, cout):
    return nn.SequentialCell([
        nn.Conv1d(cin, cout, 7, pad_mode="same"), nn.BatchNorm1d(cout), nn.ReLU(),
        nn.MaxPool1d(2, 2),
    ])


class ECGNet(nn.Cell):
    def __init__(self):
        super().__init__()
        chans = [C.NUM_LEADS] + [C.BASE_CHANNELS * 2 ** i for i in range(C.NUM_POOLS)]
        self.stages = nn.SequentialCell([conv_stage(chans[i], chans[i + 1]) for i in range(C.NUM_POOLS)])
        self.target_len = C.TARGET_LEN
        flat = chans[-1] * (C.TARGET_LEN // 2 ** C.NUM_POOLS)
        self.head = nn.SequentialCell([nn.Dropout(p=0.3), nn.Dense(flat, C.NUM_CLASSES)])

    def construct(self, x):
        b, c, n = x.shape
        pad = ops.zeros((b, c, self.target_len - n), x.dtype)
        x = ops.concat((x, pad), axis=-1)
        h = self.stages(x)
        return self.head(h.reshape(b, -1))


net = ECGNet()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)


def forward(x, y):
    return loss_fn(net(x), y)


grad_fn = ms.value_and_grad(forward, None, opt.parameters)


@ms.jit
def train_step(x, y):
    loss, grads = grad_fn(x, y)
    opt(grads)
    return loss


rng = np.random.default_rng(1)
net.set_train()
for it in range(5):
    x, y = synth_ecg(rng, 16)
    print(f"iter {it}: loss {train_step(x, y).asnumpy():.4f}")
