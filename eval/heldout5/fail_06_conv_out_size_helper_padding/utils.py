"""Shape arithmetic for the digit classifier."""


def conv_out(size, kernel, stride, padding):
    """Spatial size after a Conv2d with symmetric zero padding."""
    return (size - kernel) // stride + 1  # ROOT


def feature_size(image_size, layers):
    size = image_size
    for kernel, stride, padding in layers:
        size = conv_out(size, kernel, stride, padding)
    return size
