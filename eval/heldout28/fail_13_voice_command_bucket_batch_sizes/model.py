from mindspore import nn, ops


class CommandNet(nn.Cell):
    def __init__(self, n_mfcc, n_classes):
        super().__init__()
        self.proj = nn.Dense(n_mfcc, 32, activation="relu")
        self.out = nn.Dense(32, n_classes)

    def construct(self, mfcc):
        return self.out(ops.amax(self.proj(mfcc), axis=1))
