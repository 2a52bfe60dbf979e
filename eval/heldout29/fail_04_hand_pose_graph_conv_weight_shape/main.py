import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

import config
from layers import HandLifter
from skeleton import normalized_adjacency


def synthetic_poses(rng):
    joints_3d = rng.normal(0, 0.05, (config.N_SAMPLES, config.N_JOINTS, 3)).cumsum(axis=1)
    focal = 1.5
    uv = focal * joints_3d[..., :2] / (joints_3d[..., 2:] + 2.0)
    return uv.astype(np.float32), joints_3d.astype(np.float32)


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    uv, xyz = synthetic_poses(np.random.default_rng(config.SEED))

    net = HandLifter(normalized_adjacency(), config.IN_DIM, config.HIDDEN, config.OUT_DIM)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.Adam(net.trainable_params(), config.LR))
    step.set_train()
    for i in range(config.STEPS):
        lo = i * config.BATCH_SIZE
        loss = step(Tensor(uv[lo:lo + config.BATCH_SIZE]), Tensor(xyz[lo:lo + config.BATCH_SIZE]))
        print(f"step {i}: joint MSE {float(loss):.5f}")


if __name__ == "__main__":
    main()
