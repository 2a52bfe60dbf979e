import numpy as np
import mindspore as ms
from mindspore import nn

from cfg import NUM_CLASSES
from scenes import lidar_scene
from pillars import PillarDetector

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)


def main():
    rng = np.random.default_rng(0)
    det = PillarDetector(NUM_CLASSES)
    step = nn.TrainOneStepCell(det, nn.Adam(det.trainable_params(), 1e-3))
    step.set_train()
    for it in range(3):
        pts, heat = lidar_scene(rng)
        print(f"scene {it} loss {float(step(ms.Tensor(pts), ms.Tensor(heat))):.4f}")


if __name__ == "__main__":
    main()
