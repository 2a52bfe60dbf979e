import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class SmallConvNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.layer1 = nn.SequentialCell(nn.Conv2d(3, 8, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2))
        self.layer2 = nn.SequentialCell(nn.Conv2d(8, 16, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2))
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.fc = nn.Dense(16, 5)

    def construct(self, x):
        x = self.layer2(self.layer1(x))
        return self.fc(self.pool(x).flatten(start_dim=1))


activations = {}


def save_activation(name):
    def hook(cell, inputs, output):
        activations[name] = output.asnumpy()
    return hook


net = SmallConvNet()
net.set_train(False)
images = ms.Tensor(np.random.rand(2, 3, 16, 16).astype(np.float32))
logits = net(images)
print("prediction", logits.argmax(-1))

# now grab intermediate feature maps for a Grad-CAM style visualisation
handle = net.layer2.register_forward_hook(save_activation("layer2"))  # ROOT
logits = net(images)
print("captured feature maps:", list(activations.keys()))
handle.remove()
