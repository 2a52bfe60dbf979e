import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from config import DETECTOR
from anchors import generate_anchors
from model import Detector
from losses import ObjectnessLoss

ms.set_context(mode=ms.GRAPH_MODE)


def fake_targets(batch, anchors, seed=0):
    rng = np.random.default_rng(seed)
    a, h, w, _ = anchors.shape
    obj = (rng.random((batch, a, h, w)) > 0.9).astype(np.float32)
    boxes = rng.standard_normal((batch, a, h, w, 4)).astype(np.float32) * 0.1
    return obj, boxes


def main():
    cfg = DETECTOR
    anchors = generate_anchors(cfg["image_size"], cfg["stride"], cfg["anchors"]["sizes"], cfg["anchors"]["ratios"])
    net = Detector(cfg, anchors_per_cell=anchors.shape[0])
    loss_net = ObjectnessLoss(net)
    train_net = nn.TrainOneStepCell(loss_net, nn.Adam(net.trainable_params(), learning_rate=cfg["train"]["lr"]))
    train_net.set_train()
    bs = cfg["train"]["batch_size"]
    rng = np.random.default_rng(1)
    for step in range(cfg["train"]["steps"]):
        images = rng.random((bs, 3, cfg["image_size"], cfg["image_size"]), dtype=np.float32)
        obj, boxes = fake_targets(bs, anchors, seed=step)
        loss = train_net(Tensor(images), Tensor(obj), Tensor(boxes))
        print(f"step {step} loss {loss.asnumpy():.4f}")


if __name__ == "__main__":
    main()
