from mindspore import nn, ops


class BeatCNN(nn.Cell):
    def __init__(self, num_classes, ch=16):
        super().__init__()
        self.conv1 = nn.Conv1d(1, ch, 7, pad_mode="same")
        self.conv2 = nn.Conv1d(ch, ch * 2, 5, pad_mode="same")
        self.conv3 = nn.Conv1d(ch * 2, ch * 4, 3, pad_mode="same")
        self.pool = nn.MaxPool1d(2, 2)
        self.act = nn.ReLU()
        self.fc = nn.Dense(ch * 4, num_classes)

    def construct(self, x):
        x = self.pool(self.act(self.conv1(x)))
        x = self.pool(self.act(self.conv2(x)))
        x = self.act(self.conv3(x))
        return self.fc(ops.amax(x, axis=-1))
