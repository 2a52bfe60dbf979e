def conv_out(size, kernel, stride, padding):
    """Spatial size after one convolution."""
    return (size - kernel) // stride + 1  # ROOT


def feature_grid(size, n_layers, kernel, stride, padding):
    for _ in range(n_layers):
        size = conv_out(size, kernel, stride, padding)
    return size
