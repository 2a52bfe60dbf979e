import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

NUM_CLASSES = 5


class LeNet5(nn.Cell):
    def __init__(self, num_class=NUM_CLASSES, num_channel=1):
        super(LeNet5, self).__init__()
        self.conv1 = nn.Conv2d(num_channel, 6, 5, pad_mode='valid')
        self.conv2 = nn.Conv2d(6, 16, 5, pad_mode='valid')
        self.fc1 = nn.Dense(16 * 4 * 4, 120)
        self.fc2 = nn.Dense(120, 84)
        self.fc3 = nn.Dense(84, num_class)
        self.relu = nn.ReLU()
        self.max_pool2d = nn.MaxPool2d(kernel_size=2, stride=2)
        self.flatten = nn.Flatten()

    def construct(self, x):
        x = self.max_pool2d(self.relu(self.conv1(x)))
        x = self.max_pool2d(self.relu(self.conv2(x)))
        x = self.flatten(x)
        x = self.relu(self.fc1(x))
        x = self.relu(self.fc2(x))
        return self.fc3(x)


def fake_mnist(n):
    imgs = np.random.rand(n, 1, 28, 28).astype(np.float32)
    labels = np.random.randint(0, NUM_CLASSES, size=(n,))
    return imgs, labels


net = LeNet5()
net_loss = nn.CrossEntropyLoss(reduction='mean')
net_opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)
train_net = nn.TrainOneStepCell(nn.WithLossCell(net, net_loss), net_opt)

imgs, labels = fake_mnist(32)
for i in range(0, 32, 8):
    data = ms.Tensor(imgs[i:i + 8])
    label = ms.Tensor(labels[i:i + 8])  # ROOT
    print(f"batch {i // 8}: loss = {train_net(data, label)}")
