import mindspore as ms
from mindspore import nn, ops

from audio_cfg import MAX_FRAMES, N_BANDS, NUM_DIGITS


class DigitClassifier(nn.Cell):
    """Frame-wise MLP followed by a length-masked mean over frames."""

    def __init__(self, hidden=64):
        super().__init__()
        self.frame_net = nn.SequentialCell(
            nn.Dense(N_BANDS, hidden), nn.ReLU(), nn.Dense(hidden, hidden), nn.ReLU())
        self.out = nn.Dense(hidden, NUM_DIGITS)
        self.positions = ms.Tensor(list(range(MAX_FRAMES)), ms.int32)

    def construct(self, feats, num_frames):
        h = self.frame_net(feats)                                   # (B, T, H)
        mask = (self.positions[None, :] < num_frames[:, None]).astype(h.dtype)
        pooled = (h * mask[..., None]).sum(axis=1) / mask.sum(axis=1, keepdims=True)
        return self.out(pooled)


class WithLengthLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, feats, num_frames, label):
        return ops.cross_entropy(self.net(feats, num_frames), label)
