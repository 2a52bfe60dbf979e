import mindspore as ms
import numpy as np
from mindspore import nn

from builders import build_backbone, build_head, build_neck
from recognizer import Recognizer

CFG = {"frame_dim": 12, "width": 16, "num_actions": 4, "frames": 5}


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    backbone = build_backbone(CFG)
    neck = build_neck(CFG)
    head = build_head(CFG)
    model = Recognizer(backbone, neck=neck)  # ROOT

    rng = np.random.default_rng(0)
    clips = ms.Tensor(rng.normal(size=(2, CFG["frames"], CFG["frame_dim"])).astype(np.float32))
    labels = ms.Tensor(np.array([0, 3], dtype=np.int32))
    opt = nn.Adam(model.trainable_params(), learning_rate=1e-3)
    trainer = nn.TrainOneStepCell(nn.WithLossCell(model, nn.CrossEntropyLoss()), opt)
    print("loss", trainer(clips, labels).asnumpy())


if __name__ == "__main__":
    main()
