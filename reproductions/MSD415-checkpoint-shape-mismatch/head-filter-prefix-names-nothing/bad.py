"""Fine-tuning a pretrained 10-class network for 3 classes: the loader leaves out the head by a
name prefix that is not the one this network uses, so the 10-class head is loaded too."""
import os
import shutil
import tempfile

import mindspore as ms
from mindspore import nn

from checkpoints import load_backbone

ms.set_context(mode=ms.GRAPH_MODE)


class LeafNet(nn.Cell):
    def __init__(self, classes):
        super().__init__()
        self.features = nn.Dense(12, 16)
        self.fc = nn.Dense(16, classes)

    def construct(self, x):
        return self.fc(self.features(x))


if __name__ == "__main__":
    folder = tempfile.mkdtemp()
    path = os.path.join(folder, "pretrained.ckpt")
    try:
        ms.save_checkpoint(LeafNet(10), path)
        net = LeafNet(3)
        load_backbone(net, path)
        print("loaded")
    finally:
        shutil.rmtree(folder)
