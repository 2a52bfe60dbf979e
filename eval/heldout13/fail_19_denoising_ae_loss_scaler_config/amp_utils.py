import mindspore as ms

import config


def make_loss_scaler():
    cfg = config.GRAD_SCALER
    return ms.amp.DynamicLossScaler(cfg["init_scale"], cfg["growth_factor"], cfg["growth_interval"])


def build_train_step(net, loss_fn, optimizer):
    net = ms.amp.auto_mixed_precision(net, config.AMP_LEVEL)
    scaler = make_loss_scaler()

    def forward(noisy, clean):
        loss = loss_fn(net(noisy), clean)
        return scaler.scale(loss), loss

    grad_fn = ms.value_and_grad(forward, None, optimizer.parameters, has_aux=True)

    @ms.jit
    def train_step(noisy, clean):
        (_, loss), grads = grad_fn(noisy, clean)
        grads = scaler.unscale(grads)
        finite = ms.amp.all_finite(grads)
        if finite:
            optimizer(grads)
        scaler.adjust(finite)
        return loss, finite

    return train_step
