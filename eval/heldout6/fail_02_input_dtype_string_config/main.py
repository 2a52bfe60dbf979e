import mindspore as ms
from mindspore import nn

from config import CFG
from data import standardize, synthetic_customers
from model import MLP


def to_tensor(array, dtype_name):
    return ms.Tensor(array, dtype=getattr(ms, dtype_name))


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(1)
    feats, churn = synthetic_customers(CFG["batch_size"], CFG["num_features"])
    x = to_tensor(standardize(feats), CFG["input_dtype"])
    y = ms.Tensor(churn)

    net = MLP(CFG["num_features"], CFG["hidden"], CFG["num_classes"], CFG["dropout"])
    loss_fn = nn.CrossEntropyLoss()
    opt = nn.SGD(net.trainable_params(), learning_rate=CFG["learning_rate"], momentum=0.9)
    step_fn = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
    step_fn.set_train()
    for step in range(CFG["steps"]):
        loss = step_fn(x, y)
        print("step", step, "loss", loss.asnumpy())


if __name__ == "__main__":
    main()
