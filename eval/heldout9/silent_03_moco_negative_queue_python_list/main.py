import numpy as np
import mindspore as ms

from model import MoCoLite


def augment(rng, x):
    return (x + 0.1 * rng.standard_normal(x.shape)).astype(np.float32)


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    rng = np.random.default_rng(0)
    data = rng.standard_normal((80, 12)).astype(np.float32)
    net = MoCoLite(12, 16)
    net.set_train()
    for i in range(5):
        batch = data[i * 16:(i + 1) * 16]
        loss, num_logits = net(ms.Tensor(augment(rng, batch)), ms.Tensor(augment(rng, batch)))
        print(f"batch {i} contrastive loss {float(loss):.4f} candidates per query {int(num_logits)}")


if __name__ == "__main__":
    main()
