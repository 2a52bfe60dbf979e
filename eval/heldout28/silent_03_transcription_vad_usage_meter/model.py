from mindspore import nn, ops


class MeteredVAD(nn.Cell):
    """Frame-level speech/non-speech scorer that also meters how much audio it has processed."""

    def __init__(self, n_feats, meter):
        super().__init__()
        self.frame_mlp = nn.SequentialCell([nn.Dense(n_feats, 16), nn.Tanh(), nn.Dense(16, 1)])
        self.smooth = nn.AvgPool1d(kernel_size=5, stride=1, pad_mode="same")
        self.meter = meter

    def construct(self, fbank):
        self.meter["frames"] += fbank.shape[0] * fbank.shape[1]  # ROOT
        logits = self.frame_mlp(fbank)[..., 0]                    # (batch, frames)
        probs = ops.sigmoid(logits)
        return self.smooth(probs[:, None, :])[:, 0, :]
