import mindspore as ms
from mindspore import nn

from model import SolubilityGNN
from molecules import MOLECULES, batch_graphs


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    names = sorted(MOLECULES)
    x, src, dst, gids, y = [ms.Tensor(a) for a in batch_graphs(names)]
    net = SolubilityGNN(in_dim=4, dim=16, num_graphs=len(names))
    opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)
    loss_fn = nn.MSELoss()

    def forward(*inputs):
        return loss_fn(net(*inputs[:-1]), inputs[-1])

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)

    @ms.jit
    def train_step(x, src, dst, gids, y):
        loss, grads = grad_fn(x, src, dst, gids, y)
        opt(grads)
        return loss

    for epoch in range(3):
        print(f"epoch {epoch}: mse {train_step(x, src, dst, gids, y).asnumpy():.4f}")


if __name__ == "__main__":
    main()
