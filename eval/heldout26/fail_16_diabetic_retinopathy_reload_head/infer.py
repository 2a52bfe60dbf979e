import mindspore as ms

import config
from model import FundusGrader

# screening app: the referral decision only needs "referable" (moderate or worse) vs not
REFERABLE_FROM = 2


def load_grader(ckpt_path):
    net = FundusGrader(num_grades=REFERABLE_FROM + 1)  # ROOT
    params = ms.load_checkpoint(ckpt_path)
    ms.load_param_into_net(net, params, strict_load=True)
    net.set_train(False)
    return net


def referral(net, images):
    grades = net(images).argmax(axis=1).asnumpy()
    return [config.GRADES[g] for g in grades], (grades >= REFERABLE_FROM)
