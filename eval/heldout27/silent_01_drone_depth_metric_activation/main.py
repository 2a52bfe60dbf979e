import os

import numpy as np
import mindspore as ms

import config
from activations import metric_depth
from model import DepthHead

MODE = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE


def main():
    ms.set_context(mode=MODE)
    ms.set_seed(config.SEED)
    np.random.seed(config.SEED)
    rng = np.random.default_rng(config.SEED)
    head = DepthHead()
    head.set_train(False)
    feats = ms.Tensor(rng.normal(0, 1, (2, config.FEATURES, config.PATCH, config.PATCH)).astype(np.float32))

    rel = head(feats).asnumpy()
    print(f"validation (relative): mean {rel.mean():.3f}, max {rel.max():.3f}")

    head.depth_activation = metric_depth          # switch to calibrated output for the landing planner
    depth = head(feats).asnumpy()
    print(f"deployment (metres): mean {depth.mean():.3f}, max {depth.max():.3f}")
    clearance_ok = bool(depth.min() > 1.0)
    print("safe to descend:", clearance_ok)


if __name__ == "__main__":
    main()
