from mindspore import nn, ops


class BeatCNN(nn.Cell):
    def __init__(self, leads, channels, kernel, num_classes):
        super().__init__()
        layers = []
        in_ch = leads
        for out_ch in channels:
            layers += [nn.Conv1d(in_ch, out_ch, kernel, pad_mode="same"),
                       nn.BatchNorm1d(out_ch), nn.ReLU(), nn.MaxPool1d(2, 2)]
            in_ch = out_ch
        self.features = nn.SequentialCell(layers)
        self.fc = nn.Dense(in_ch, num_classes)

    def construct(self, beat):
        h = self.features(beat)               # (batch, channels, time)
        return self.fc(ops.mean(h, axis=-1))
