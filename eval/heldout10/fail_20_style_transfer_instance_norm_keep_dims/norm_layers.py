import mindspore as ms
from mindspore import nn, ops


class ConditionalInstanceNorm(nn.Cell):
    """Instance norm whose scale and shift are picked per style (Dumoulin et al.)."""

    def __init__(self, channels, n_styles, eps=1e-5):
        super().__init__()
        self.eps = eps
        self.spatial_mean = ops.ReduceMean(keep_dims=False)  # ROOT
        self.gamma = nn.Embedding(n_styles, channels, embedding_table="ones")
        self.beta = nn.Embedding(n_styles, channels, embedding_table="zeros")

    def construct(self, x, style):
        mu = self.spatial_mean(x, (2, 3))
        var = self.spatial_mean((x - mu) ** 2, (2, 3))
        x_hat = (x - mu) / ops.sqrt(var + self.eps)
        g = self.gamma(style).expand_dims(-1).expand_dims(-1)
        b = self.beta(style).expand_dims(-1).expand_dims(-1)
        return g * x_hat + b
