from mindspore import ops


def fuse(photo_feat, tabular_feat, axis=0):  # ROOT
    return ops.cat((photo_feat, tabular_feat), axis=axis)
