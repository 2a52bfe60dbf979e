from mindspore import nn, ops


class TDNNBlock(nn.Cell):
    def __init__(self, in_ch, out_ch, kernel_size, dilation=1):
        super().__init__()
        self.conv = nn.Conv1d(in_ch, out_ch, kernel_size, dilation=dilation, pad_mode="same")
        self.bn = nn.BatchNorm1d(out_ch)
        self.act = nn.ReLU()

    def construct(self, x):
        return self.act(self.bn(self.conv(x)))


class XVector(nn.Cell):
    def __init__(self, n_mels, channels, embed_dim, num_speakers):
        super().__init__()
        self.frame_layers = nn.SequentialCell([
            TDNNBlock(n_mels, channels, 5),
            TDNNBlock(channels, channels, 3, dilation=2),
            TDNNBlock(channels, channels, 3, dilation=3),
        ])
        self.embedding = nn.Dense(channels * 2, embed_dim)
        self.classifier = nn.Dense(embed_dim, num_speakers)

    def construct(self, mel):
        h = self.frame_layers(mel)
        stats = ops.concat((h.mean(axis=-1), h.std(axis=-1)), axis=1)
        return self.classifier(ops.relu(self.embedding(stats)))
