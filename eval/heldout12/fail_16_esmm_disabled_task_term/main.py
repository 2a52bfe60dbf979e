import numpy as np
import mindspore as ms
from mindspore import nn

from esmm import ESMM, ESMMLoss

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(13)

FIELD_SIZES = [50, 20, 8, 12]        # user bucket, item category, hour, device
LOSS_WEIGHTS = {"ctr": 1.0, "ctcvr": 0.0}   # stage 1: warm up the CTR tower only


def impressions(n, rng):
    fields = np.stack([rng.integers(0, s, size=n) for s in FIELD_SIZES], axis=1).astype(np.int32)
    click = (rng.random(n) < 0.2 + 0.3 * (fields[:, 1] % 3 == 0)).astype(np.float32)
    convert = (click * (rng.random(n) < 0.3)).astype(np.float32)
    return fields, click, convert


def main():
    rng = np.random.default_rng(0)
    fields, click, convert = impressions(256, rng)
    net = ESMM(FIELD_SIZES)
    loss = ESMMLoss(net, LOSS_WEIGHTS["ctr"], LOSS_WEIGHTS["ctcvr"])
    opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)
    step = nn.TrainOneStepCell(loss, opt)
    step.set_train()
    for epoch in range(3):
        vals = [step(ms.Tensor(fields[i:i + 64]), ms.Tensor(click[i:i + 64]),
                     ms.Tensor(convert[i:i + 64])).asnumpy() for i in range(0, 256, 64)]
        print(f"epoch {epoch} loss {np.mean(vals):.4f}")


if __name__ == "__main__":
    main()
