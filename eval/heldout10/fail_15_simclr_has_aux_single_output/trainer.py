import mindspore as ms
from mindspore import nn


def make_train_step(encoder, criterion, lr):
    optimizer = nn.Adam(encoder.trainable_params(), learning_rate=lr)

    def forward(v1, v2):
        return criterion(encoder(v1), encoder(v2))

    grad_fn = ms.value_and_grad(forward, None, optimizer.parameters, has_aux=True)  # ROOT

    @ms.jit
    def train_step(v1, v2):
        loss, grads = grad_fn(v1, v2)
        optimizer(grads)
        return loss

    return train_step
