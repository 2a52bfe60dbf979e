from mindspore import nn


def make_norm(num_features, dims=2, momentum=0.9):
    """Shared factory so every block uses the same BN momentum."""
    if dims == 1:
        return nn.BatchNorm1d(num_features, momentum=momentum)
    return nn.BatchNorm2d(num_features, momentum=momentum)


def conv_block(cin, cout):
    return nn.SequentialCell(
        nn.Conv2d(cin, cout, 3, pad_mode="same", has_bias=False),
        make_norm(cout),
        nn.ReLU(),
        nn.MaxPool2d(2, 2),
    )
