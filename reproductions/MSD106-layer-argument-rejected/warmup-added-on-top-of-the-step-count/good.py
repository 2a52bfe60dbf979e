from mindspore import nn

from rates_good import linear_decay, warmup_then_decay


class Captioner(nn.Cell):
    def __init__(self):
        super().__init__()
        self.vision = nn.Dense(6, 6)
        self.decoder = nn.Dense(6, 4)

    def construct(self, x):
        return self.decoder(self.vision(x))


if __name__ == "__main__":
    net, steps = Captioner(), 10
    groups = [{"params": net.vision.trainable_params(), "lr": linear_decay(1e-4, steps)},
              {"params": net.decoder.trainable_params(), "lr": warmup_then_decay(1e-3, steps, 2)}]
    optimizer = nn.SGD(groups, learning_rate=1e-3)
    print(len(optimizer.parameters))
