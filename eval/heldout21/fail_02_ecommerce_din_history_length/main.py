import mindspore as ms
from mindspore import nn

from data import N_ITEMS, make_dataset
from model import CTRWithLoss, DeepInterestNet

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(11)

din = DeepInterestNet(N_ITEMS)
train_net = nn.TrainOneStepCell(CTRWithLoss(din), nn.Adam(din.trainable_params(), 1e-2))
train_net.set_train()

for epoch in range(2):
    losses = []
    for batch in make_dataset().create_tuple_iterator():
        losses.append(float(train_net(*batch).asnumpy()))
    print(f"epoch {epoch} logloss {sum(losses) / len(losses):.4f}")
