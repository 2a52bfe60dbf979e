import numpy as np
import mindspore as ms
from mindspore import nn

from data import random_molecule, collate
from model import MolecularRegressor

BATCH = 8


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    rng = np.random.default_rng(0)
    net = MolecularRegressor(atom_types=5, dim=32, num_layers=3, num_graphs=BATCH)
    opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
    mse = nn.MSELoss()

    def forward(x, src, dst, gid, y):
        return mse(net(x, src, dst, gid), y)

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)

    for step in range(4):
        mols = [random_molecule(rng) for _ in range(BATCH)]
        x, src, dst, gid = collate(mols)
        y = np.array([len(a) * 0.3 for a, _ in mols], dtype=np.float32)
        loss, grads = grad_fn(ms.Tensor(x), ms.Tensor(src), ms.Tensor(dst), ms.Tensor(gid), ms.Tensor(y))
        opt(grads)
        print(f"step {step} mse {float(loss):.4f}")


if __name__ == "__main__":
    main()
