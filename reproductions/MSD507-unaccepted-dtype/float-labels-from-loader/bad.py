"""A churn classifier is trained with CrossEntropyLoss inside TrainOneStepCell. The loader keeps
the class column as float32 (it was read with the features), and the loss needs integer class
indices. The error names the loss; the line to change is in the loader."""
import mindspore as ms
from mindspore import Tensor, nn

from churn_table import load_table

ms.set_context(mode=ms.GRAPH_MODE)

BATCH = 4

if __name__ == "__main__":
    features, classes = load_table()
    net = nn.SequentialCell(nn.Dense(8, 16), nn.ReLU(), nn.Dense(16, 3))
    train = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), nn.Adam(net.trainable_params(), 0.01))
    for start in range(0, len(features), BATCH):
        loss = train(Tensor(features[start:start + BATCH]), Tensor(classes[start:start + BATCH]))
    print(loss)
