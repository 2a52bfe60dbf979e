import mindspore as ms
from mindspore import nn

import config as cfg
from optim import param_groups, describe


def build_train_step(net):
    groups = param_groups(net)
    describe(groups)
    opt = nn.AdamWeightDecay(groups, learning_rate=cfg.LEARNING_RATE)
    loss_fn = nn.BCEWithLogitsLoss()

    def forward(skills, mask, postings, applied):
        return loss_fn(net(skills, mask, postings), applied)

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)

    def step(*batch):
        loss, grads = grad_fn(*batch)
        opt(grads)
        return loss

    return step
