import math

import mindspore as ms
from mindspore import nn, ops

from encoders import AudioEncoder, CaptionEncoder


class ContrastiveAudioText(nn.Cell):
    """CLAP-style dual encoder with a learnable logit scale."""

    def __init__(self, mel_bins, vocab_size, dim, init_temperature):
        super().__init__()
        self.audio = AudioEncoder(mel_bins, dim)
        self.text = CaptionEncoder(vocab_size, dim)
        self.logit_scale = math.log(1.0 / init_temperature)  # ROOT

    def similarity(self, mel, caption):
        a = ops.L2Normalize(axis=-1)(self.audio(mel))
        t = ops.L2Normalize(axis=-1)(self.text(caption))
        return ops.exp(self.logit_scale) * ops.matmul(a, t.T)

    def construct(self, mel, caption):
        return self.similarity(mel, caption)


class SymmetricInfoNCE(nn.Cell):
    def __init__(self, model):
        super().__init__()
        self.model = model
        self.ce = nn.CrossEntropyLoss()

    def construct(self, mel, caption):
        logits = self.model(mel, caption)
        target = ops.arange(logits.shape[0], dtype=ms.int32)
        return (self.ce(logits, target) + self.ce(logits.T, target)) / 2
