from mindspore import nn, ops

from features import frames_after_subsampling


class FrameSubsampler(nn.Cell):
    """Averages adjacent frames to halve the frame rate before the TDNN layers."""

    def __init__(self, factor):
        super().__init__()
        self.factor = factor

    def construct(self, x):
        b, t, c = x.shape
        t_out = frames_after_subsampling(t, self.factor)
        return x.reshape(b, t_out, self.factor, c).mean(axis=2)


class SpeakerNet(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.subsample = FrameSubsampler(cfg.SUBSAMPLE)
        self.tdnn = nn.SequentialCell(
            nn.Conv1d(cfg.N_MELS, cfg.CHANNELS, 5, pad_mode="same"), nn.ReLU(), nn.BatchNorm1d(cfg.CHANNELS),
            nn.Conv1d(cfg.CHANNELS, cfg.CHANNELS, 3, dilation=2, pad_mode="same"), nn.ReLU(),
        )
        self.embed = nn.Dense(cfg.CHANNELS * 2, cfg.EMBED_DIM)
        self.classifier = nn.Dense(cfg.EMBED_DIM, cfg.N_SPEAKERS)

    def construct(self, feats):
        x = self.subsample(feats).transpose(0, 2, 1)
        h = self.tdnn(x)
        stats = ops.cat((h.mean(axis=2), h.std(axis=2)), axis=1)
        return self.classifier(ops.relu(self.embed(stats)))
