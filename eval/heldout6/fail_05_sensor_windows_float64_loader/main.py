import mindspore as ms
from mindspore import nn

from data import ACTIVITIES, build_dataset
from model import HARNet


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    x, y = build_dataset()
    print("windows:", x.shape)
    net = HARNet(num_classes=len(ACTIVITIES))
    loss_fn = nn.CrossEntropyLoss()
    opt = nn.Momentum(net.trainable_params(), learning_rate=0.05, momentum=0.9)

    def forward(xb, yb):
        return loss_fn(net(xb), yb)

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)

    @ms.jit
    def train_step(xb, yb):
        loss, grads = grad_fn(xb, yb)
        opt(grads)
        return loss

    xb, yb = ms.Tensor(x), ms.Tensor(y)
    for step in range(2):
        print("step", step, "loss", train_step(xb, yb).asnumpy())


if __name__ == "__main__":
    main()
