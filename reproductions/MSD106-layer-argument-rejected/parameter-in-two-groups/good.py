"""Fine-tuning a speech encoder with a smaller learning rate for the pretrained layers. The
helper that builds the parameter groups takes the head's parameters, then filters the "frozen-ish"
group with a test that repeats the head's own test instead of negating it, so the head's
parameters are in both groups and the optimizer refuses them. The line to change is that filter."""
from mindspore import nn


class SpeechEncoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.encoder = nn.Dense(8, 8)
        self.head = nn.Dense(8, 4)

    def construct(self, x):
        return self.head(self.encoder(x))


def layered_groups(net):
    params = net.trainable_params()
    head = [p for p in params if p.name.startswith("head")]
    pretrained = [p for p in params if not p.name.startswith("head")]
    return [{"params": pretrained, "lr": 1e-4}, {"params": head, "lr": 1e-3}]


if __name__ == "__main__":
    net = SpeechEncoder()
    optimizer = nn.Momentum(layered_groups(net), learning_rate=1e-3, momentum=0.9)
    print(len(optimizer.parameters))
