"""An ablation run turns momentum off in its settings, but the optimizer helper always asks for
Nesterov momentum in the keyword arguments it builds. `nn.SGD` rejects Nesterov without
momentum; the flag written into the helper is the line to change, not the setting."""
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)

SETTINGS = {"lr": 0.05, "momentum": 0.0}  # ablation: plain SGD


def build_optimizer(net, settings):
    options = dict(
        learning_rate=settings["lr"],
        momentum=settings["momentum"],
        nesterov=True,  # expect: MSD106
    )
    return nn.SGD(net.trainable_params(), **options)


if __name__ == "__main__":
    optimizer = build_optimizer(nn.Dense(4, 2), SETTINGS)
    print(type(optimizer).__name__)
