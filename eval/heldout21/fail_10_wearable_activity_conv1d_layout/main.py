import mindspore as ms
from mindspore import nn
from mindspore.train import Accuracy, Model

from data import ACTIVITIES, AXES, har_dataset
from model import ActivityCNN

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(8)

net = ActivityCNN(AXES, len(ACTIVITIES))
model = Model(net, nn.CrossEntropyLoss(), nn.Momentum(net.trainable_params(), 0.05, 0.9),
              metrics={"acc": Accuracy()})
model.train(2, har_dataset(), dataset_sink_mode=False)
print("held-in accuracy:", model.eval(har_dataset(), dataset_sink_mode=False)["acc"])
