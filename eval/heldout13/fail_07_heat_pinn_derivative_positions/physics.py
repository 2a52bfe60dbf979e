import mindspore as ms
from mindspore import nn, ops

import config


class HeatResidual(nn.Cell):
    """Residual of u_t = alpha * u_xx plus the initial/boundary misfit."""

    def __init__(self, field, alpha):
        super().__init__()
        self.field = field
        self.alpha = alpha
        self.du_dt = ms.grad(field, grad_position=config.T_POS)
        self.du_dx = ms.grad(field, grad_position=config.X_POS)
        self.d2u_dx2 = ms.grad(self.du_dx, grad_position=config.X_POS)

    def construct(self, t, x, t_b, x_b, u_b):
        residual = self.du_dt(t, x) - self.alpha * self.d2u_dx2(t, x)
        pde = ops.mean(ops.square(residual))
        boundary = ops.mean(ops.square(self.field(t_b, x_b) - u_b))
        return pde + boundary
