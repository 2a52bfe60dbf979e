import mindspore as ms
from mindspore import nn


def build_train_step(net, optimizer):
    loss_fn = nn.HuberLoss(delta=0.05)

    def forward_fn(curve, soh):
        pred = net(curve)
        return loss_fn(pred, soh)

    grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters, has_aux=True)  # ROOT

    @ms.jit
    def train_step(curve, soh):
        loss, grads = grad_fn(curve, soh)
        optimizer(grads)
        return loss

    return train_step
