from mindspore import nn


class TemporalBlock(nn.Cell):
    """Dilated conv -> ReLU -> dilated conv with a residual connection (Bai et al. 2018)."""

    def __init__(self, in_ch, out_ch, kernel, dilation):
        super().__init__()
        self.conv1 = nn.Conv1d(in_ch, out_ch, kernel, dilation=dilation, pad_mode="valid")  # ROOT
        self.conv2 = nn.Conv1d(out_ch, out_ch, kernel, dilation=dilation, pad_mode="same")
        self.relu = nn.ReLU()
        self.downsample = nn.Conv1d(in_ch, out_ch, 1) if in_ch != out_ch else nn.Identity()

    def construct(self, x):
        h = self.relu(self.conv1(x))
        h = self.conv2(h)
        return self.relu(h + self.downsample(x))


class SpeedTCN(nn.Cell):
    def __init__(self, n_detectors, channels, kernel, dilations):
        super().__init__()
        blocks = []
        in_ch = n_detectors
        for d in dilations:
            blocks.append(TemporalBlock(in_ch, channels, kernel, d))
            in_ch = channels
        self.blocks = nn.SequentialCell(blocks)
        self.head = nn.Dense(channels, 1)

    def construct(self, speeds):
        h = self.blocks(speeds)                    # (batch, channels, time)
        return self.head(h[:, :, -1])
