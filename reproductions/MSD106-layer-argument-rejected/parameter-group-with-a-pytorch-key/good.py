"""A fine-tuning script ported from PyTorch gives the new head a larger learning rate through
parameter groups, and copies the group's "momentum" key too. MindSpore's optimizers take only
`params`, `lr`, `weight_decay`, `order_params` and `grad_centralization` in a group, and raise a
KeyError when the optimizer is built. The line to change is the group's entry, in the helper."""
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


def fine_tune_groups(backbone, head):
    return [
        {"params": backbone.trainable_params(), "lr": 1e-4},
        {"params": head.trainable_params(), "lr": 1e-2},
    ]


if __name__ == "__main__":
    net = nn.SequentialCell([nn.Dense(8, 8), nn.Dense(8, 2)])
    backbone, head = net[0], net[1]
    optimizer = nn.SGD(fine_tune_groups(backbone, head), learning_rate=1e-3, momentum=0.9)
    print(type(optimizer).__name__)
