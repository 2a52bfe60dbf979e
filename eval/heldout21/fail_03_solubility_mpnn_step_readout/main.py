import mindspore as ms
from mindspore import nn

from model import MessagePassingNet
from molecules import ATOM_FEATS, molecule_batches

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(2024)

net = MessagePassingNet(ATOM_FEATS)
loss_fn = nn.MSELoss()
optimizer = nn.Adam(net.trainable_params(), learning_rate=5e-3)


def forward(atoms, adj, y, n_steps):
    return loss_fn(net(atoms, adj, n_steps), y)


grad_fn = ms.value_and_grad(forward, None, optimizer.parameters)


@ms.jit
def train_step(atoms, adj, y, n_steps):
    loss, grads = grad_fn(atoms, adj, y, n_steps)
    optimizer(grads)
    return loss


for epoch in range(2):
    losses = [float(train_step(*batch).asnumpy()) for batch in molecule_batches()]
    print(f"epoch {epoch}: solubility mse {sum(losses) / len(losses):.4f}")
