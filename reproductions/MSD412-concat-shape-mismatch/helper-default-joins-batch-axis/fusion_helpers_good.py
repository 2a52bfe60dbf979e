from mindspore import ops


def fuse(image_features, table_features, axis=-1):
    return ops.cat((image_features, table_features), axis=axis)
