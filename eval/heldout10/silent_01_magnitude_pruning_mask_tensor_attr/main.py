import mindspore as ms
from mindspore import nn

from prune import magnitude_mask
from digits_mlp import PrunableMLP, LossWithSparsity, fake_digits

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)

SCHEDULE = [0.0, 0.5, 0.75, 0.9]     # target sparsity per epoch


def main():
    x, y = fake_digits(64)
    net = PrunableMLP()
    loss_net = LossWithSparsity(net)
    opt = nn.SGD(net.trainable_params(), learning_rate=0.05)
    grad_fn = ms.value_and_grad(loss_net, None, opt.parameters, has_aux=True)

    def train_step(xb, yb):
        (loss, active), grads = grad_fn(xb, yb)
        opt(grads)
        return loss, active

    xt, yt = ms.Tensor(x), ms.Tensor(y)
    for epoch, sparsity in enumerate(SCHEDULE):
        for layer in (net.fc1, net.fc2):
            layer.mask = ms.Tensor(magnitude_mask(layer.dense.weight, sparsity))  # ROOT
        for _ in range(3):
            loss, active = train_step(xt, yt)
        print(f"epoch {epoch} target sparsity {sparsity:.2f} active weights {float(active):.3f}")


if __name__ == "__main__":
    main()
