from mindspore import nn, ops

from audio_feats import N_MELS, FRAMES_PER_CHAR


class ConvBlock(nn.Cell):
    def __init__(self, ch):
        super().__init__()
        self.conv = nn.Conv1d(ch, ch, 5, pad_mode="same")
        self.norm = nn.BatchNorm1d(ch)

    def construct(self, x):
        return x + ops.relu(self.norm(self.conv(x)))


class Text2Mel(nn.Cell):
    """Character encoder + fixed-rate upsampling + mel decoder (a FastSpeech without a duration model)."""

    def __init__(self, n_symbols, pad_id, dim=32):
        super().__init__()
        self.embedding = nn.Embedding(n_symbols, dim, padding_idx=pad_id)
        self.encoder = nn.SequentialCell(ConvBlock(dim), ConvBlock(dim))
        self.decoder = nn.SequentialCell(ConvBlock(dim), nn.Conv1d(dim, N_MELS, 1))

    def construct(self, ids):
        h = self.encoder(self.embedding(ids).transpose(0, 2, 1))
        h = ops.repeat_interleave(h, FRAMES_PER_CHAR, axis=2)
        return self.decoder(h).transpose(0, 2, 1)


class MaskedL1(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, ids, target, mask):
        err = ops.abs(self.net(ids) - target) * mask
        return err.sum() / (mask.sum() * N_MELS)
