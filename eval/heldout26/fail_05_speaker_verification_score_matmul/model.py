import mindspore.nn as nn
import mindspore.ops as ops
from mindspore import Parameter
from mindspore.common.initializer import initializer, XavierUniform

import config
from layers import FrameSelfAttention, StatsPool


class SpeakerEncoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.tdnn = nn.SequentialCell([
            nn.Conv1d(config.N_MELS, config.CHANNELS, 5, pad_mode="same", has_bias=True), nn.ReLU(),
            nn.Conv1d(config.CHANNELS, config.CHANNELS, 3, dilation=2, pad_mode="same", has_bias=True), nn.ReLU(),
        ])
        self.attn = FrameSelfAttention(config.CHANNELS)
        self.pool = StatsPool()
        self.embed = nn.Dense(2 * config.CHANNELS, config.EMBED)

    def construct(self, mels):                    # (B, N_MELS, T)
        h = self.tdnn(mels).transpose(0, 2, 1)
        h = h + self.attn(h)
        return self.embed(self.pool(h))


class AAMSoftmax(nn.Cell):
    """Additive-angular-margin head used only during training."""

    def __init__(self):
        super().__init__()
        self.weight = Parameter(initializer(XavierUniform(), (config.N_SPEAKERS, config.EMBED)), name="aam_w")
        self.ce = nn.CrossEntropyLoss()

    def construct(self, emb, labels):
        cos = ops.matmul(ops.L2Normalize(axis=-1)(emb), ops.L2Normalize(axis=-1)(self.weight).T)
        onehot = ops.one_hot(labels, config.N_SPEAKERS, ops.ones((), cos.dtype), ops.zeros((), cos.dtype))
        logits = config.SCALE * (cos - config.MARGIN * onehot)
        return self.ce(logits, labels)
