from mindspore import nn


def conv_pool(in_ch, out_ch, kernel):
    """Convolution, tanh and 2x2 average pooling, as in the original LeNet-5."""
    return nn.SequentialCell([
        nn.Conv2d(in_ch, out_ch, kernel, has_bias=True),  # ROOT
        nn.Tanh(),
        nn.AvgPool2d(kernel_size=2, stride=2),
    ])
