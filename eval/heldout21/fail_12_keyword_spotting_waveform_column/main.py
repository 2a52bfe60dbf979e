import mindspore as ms
from mindspore import nn
from mindspore.train import Accuracy, LossMonitor, Model

from clips import KEYWORDS
from features import N_BANDS
from pipeline import kws_dataset

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(13)
ms.dataset.config.set_seed(13)


class TinyKWS(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.SequentialCell(nn.Conv1d(N_BANDS, 24, 3, pad_mode="same"), nn.ReLU(),
                                      nn.Conv1d(24, 24, 3, pad_mode="same"), nn.ReLU())
        self.fc = nn.Dense(24, len(KEYWORDS))

    def construct(self, bands):
        return self.fc(self.conv(bands).max(axis=-1))


net = TinyKWS()
model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 3e-3), metrics={"acc": Accuracy()})
model.train(2, kws_dataset(), callbacks=[LossMonitor(3)], dataset_sink_mode=False)
print(model.eval(kws_dataset(), dataset_sink_mode=False))
