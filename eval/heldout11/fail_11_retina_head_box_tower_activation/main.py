import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from config import DETECTOR, TRAIN
from model import RetinaNet, FocalSmoothL1

ms.set_context(mode=ms.GRAPH_MODE)


def random_targets(batch, num_anchors_total, num_classes, rng):
    pos = (rng.random((batch, num_anchors_total)) < 0.05).astype(np.float32)
    cls = np.zeros((batch, num_anchors_total, num_classes), np.float32)
    labels = rng.integers(0, num_classes, size=(batch, num_anchors_total))
    cls[np.arange(batch)[:, None], np.arange(num_anchors_total)[None, :], labels] = pos
    boxes = rng.normal(scale=0.5, size=(batch, num_anchors_total, 4)).astype(np.float32)
    return cls, boxes, pos


def main():
    ms.set_seed(0)
    rng = np.random.default_rng(0)
    s = DETECTOR["image_size"]
    cells = (s // 4) ** 2 + (s // 8) ** 2
    total_anchors = cells * DETECTOR["anchors_per_cell"]
    net = RetinaNet(DETECTOR)
    trainer = nn.TrainOneStepCell(FocalSmoothL1(net),
                                  nn.Momentum(net.trainable_params(), TRAIN["lr"], momentum=0.9))
    trainer.set_train()
    for step in range(TRAIN["steps"]):
        images = rng.uniform(size=(TRAIN["batch_size"], 3, s, s)).astype(np.float32)
        cls_t, box_t, pos = random_targets(TRAIN["batch_size"], total_anchors, DETECTOR["num_classes"], rng)
        loss = trainer(Tensor(images), Tensor(cls_t), Tensor(box_t), Tensor(pos))
        print(f"step {step}: detection loss {loss.asnumpy():.4f}")


if __name__ == "__main__":
    main()
