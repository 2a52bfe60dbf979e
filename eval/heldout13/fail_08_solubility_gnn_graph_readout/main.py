import numpy as np
import mindspore as ms
from mindspore import nn, ops

import config
from data import collate, random_molecule
from model import SolubilityGNN

ms.set_context(mode=ms.GRAPH_MODE)


def main():
    rng = np.random.default_rng(42)
    net = SolubilityGNN(config.ATOM_TYPES, config.HIDDEN, config.NUM_LAYERS)
    opt = nn.Adam(net.trainable_params(), learning_rate=config.LR)

    def forward(x, src, dst, graph_ids, num_graphs, y):
        pred = net(x, src, dst, graph_ids, num_graphs)
        return ops.mse_loss(pred, y)

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)
    for step in range(config.STEPS):
        mols = [random_molecule(rng) for _ in range(config.GRAPHS_PER_BATCH)]
        x, (src, dst), graph_ids, num_graphs, y = collate(mols)
        loss, grads = grad_fn(ms.Tensor(x), ms.Tensor(src), ms.Tensor(dst),
                              ms.Tensor(graph_ids), num_graphs, ms.Tensor(y))
        opt(grads)
        print(f"step {step} mse {float(loss.asnumpy()):.4f}")


if __name__ == "__main__":
    main()
