import numpy as np
import mindspore as ms
from mindspore import nn

from odefunc import EulerFlow
from train_utils import two_moons, RegularisedFlowLoss

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)


def main():
    target = two_moons(32)
    z0 = np.random.default_rng(1).normal(size=target.shape).astype(np.float32)
    flow = EulerFlow(dim=2, hidden=32, dt=0.25)
    loss_net = RegularisedFlowLoss(flow, kinetic_weight=0.01)
    step = nn.TrainOneStepCell(loss_net, nn.Adam(flow.trainable_params(), 5e-3))
    step.set_train()
    t_end = ms.Tensor(1.0, ms.float32)
    z1, kinetic = flow(ms.Tensor(z0), t_end)
    print(f"before training: endpoint mse {float(((z1 - ms.Tensor(target)) ** 2).mean()):.4f}, "
          f"kinetic {float(kinetic.mean()):.4f}")
    for it in range(3):
        loss = step(ms.Tensor(z0), ms.Tensor(target), t_end)
        print(f"iter {it} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
