# An elif chain 1001 long: past Pyrite's cap on nested blocks (CPython runs it).
# expect: refused SyntaxError: too many nested blocks
x = 5
if x == 0:
    pass
elif x == 1:
    pass
elif x == 2:
    pass
elif x == 3:
    pass
elif x == 4:
    pass
elif x == 5:
    pass
elif x == 6:
    pass
elif x == 7:
    pass
elif x == 8:
    pass
elif x == 9:
    pass
elif x == 10:
    pass
elif x == 11:
    pass
elif x == 12:
    pass
elif x == 13:
    pass
elif x == 14:
    pass
elif x == 15:
    pass
elif x == 16:
    pass
elif x == 17:
    pass
elif x == 18:
    pass
elif x == 19:
    pass
elif x == 20:
    pass
elif x == 21:
    pass
elif x == 22:
    pass
elif x == 23:
    pass
elif x == 24:
    pass
elif x == 25:
    pass
elif x == 26:
    pass
elif x == 27:
    pass
elif x == 28:
    pass
elif x == 29:
    pass
elif x == 30:
    pass
elif x == 31:
    pass
elif x == 32:
    pass
elif x == 33:
    pass
elif x == 34:
    pass
elif x == 35:
    pass
elif x == 36:
    pass
elif x == 37:
    pass
elif x == 38:
    pass
elif x == 39:
    pass
elif x == 40:
    pass
elif x == 41:
    pass
elif x == 42:
    pass
elif x == 43:
    pass
elif x == 44:
    pass
elif x == 45:
    pass
elif x == 46:
    pass
elif x == 47:
    pass
elif x == 48:
    pass
elif x == 49:
    pass
elif x == 50:
    pass
elif x == 51:
    pass
elif x == 52:
    pass
elif x == 53:
    pass
elif x == 54:
    pass
elif x == 55:
    pass
elif x == 56:
    pass
elif x == 57:
    pass
elif x == 58:
    pass
elif x == 59:
    pass
elif x == 60:
    pass
elif x == 61:
    pass
elif x == 62:
    pass
elif x == 63:
    pass
elif x == 64:
    pass
elif x == 65:
    pass
elif x == 66:
    pass
elif x == 67:
    pass
elif x == 68:
    pass
elif x == 69:
    pass
elif x == 70:
    pass
elif x == 71:
    pass
elif x == 72:
    pass
elif x == 73:
    pass
elif x == 74:
    pass
elif x == 75:
    pass
elif x == 76:
    pass
elif x == 77:
    pass
elif x == 78:
    pass
elif x == 79:
    pass
elif x == 80:
    pass
elif x == 81:
    pass
elif x == 82:
    pass
elif x == 83:
    pass
elif x == 84:
    pass
elif x == 85:
    pass
elif x == 86:
    pass
elif x == 87:
    pass
elif x == 88:
    pass
elif x == 89:
    pass
elif x == 90:
    pass
elif x == 91:
    pass
elif x == 92:
    pass
elif x == 93:
    pass
elif x == 94:
    pass
elif x == 95:
    pass
elif x == 96:
    pass
elif x == 97:
    pass
elif x == 98:
    pass
elif x == 99:
    pass
elif x == 100:
    pass
elif x == 101:
    pass
elif x == 102:
    pass
elif x == 103:
    pass
elif x == 104:
    pass
elif x == 105:
    pass
elif x == 106:
    pass
elif x == 107:
    pass
elif x == 108:
    pass
elif x == 109:
    pass
elif x == 110:
    pass
elif x == 111:
    pass
elif x == 112:
    pass
elif x == 113:
    pass
elif x == 114:
    pass
elif x == 115:
    pass
elif x == 116:
    pass
elif x == 117:
    pass
elif x == 118:
    pass
elif x == 119:
    pass
elif x == 120:
    pass
elif x == 121:
    pass
elif x == 122:
    pass
elif x == 123:
    pass
elif x == 124:
    pass
elif x == 125:
    pass
elif x == 126:
    pass
elif x == 127:
    pass
elif x == 128:
    pass
elif x == 129:
    pass
elif x == 130:
    pass
elif x == 131:
    pass
elif x == 132:
    pass
elif x == 133:
    pass
elif x == 134:
    pass
elif x == 135:
    pass
elif x == 136:
    pass
elif x == 137:
    pass
elif x == 138:
    pass
elif x == 139:
    pass
elif x == 140:
    pass
elif x == 141:
    pass
elif x == 142:
    pass
elif x == 143:
    pass
elif x == 144:
    pass
elif x == 145:
    pass
elif x == 146:
    pass
elif x == 147:
    pass
elif x == 148:
    pass
elif x == 149:
    pass
elif x == 150:
    pass
elif x == 151:
    pass
elif x == 152:
    pass
elif x == 153:
    pass
elif x == 154:
    pass
elif x == 155:
    pass
elif x == 156:
    pass
elif x == 157:
    pass
elif x == 158:
    pass
elif x == 159:
    pass
elif x == 160:
    pass
elif x == 161:
    pass
elif x == 162:
    pass
elif x == 163:
    pass
elif x == 164:
    pass
elif x == 165:
    pass
elif x == 166:
    pass
elif x == 167:
    pass
elif x == 168:
    pass
elif x == 169:
    pass
elif x == 170:
    pass
elif x == 171:
    pass
elif x == 172:
    pass
elif x == 173:
    pass
elif x == 174:
    pass
elif x == 175:
    pass
elif x == 176:
    pass
elif x == 177:
    pass
elif x == 178:
    pass
elif x == 179:
    pass
elif x == 180:
    pass
elif x == 181:
    pass
elif x == 182:
    pass
elif x == 183:
    pass
elif x == 184:
    pass
elif x == 185:
    pass
elif x == 186:
    pass
elif x == 187:
    pass
elif x == 188:
    pass
elif x == 189:
    pass
elif x == 190:
    pass
elif x == 191:
    pass
elif x == 192:
    pass
elif x == 193:
    pass
elif x == 194:
    pass
elif x == 195:
    pass
elif x == 196:
    pass
elif x == 197:
    pass
elif x == 198:
    pass
elif x == 199:
    pass
elif x == 200:
    pass
elif x == 201:
    pass
elif x == 202:
    pass
elif x == 203:
    pass
elif x == 204:
    pass
elif x == 205:
    pass
elif x == 206:
    pass
elif x == 207:
    pass
elif x == 208:
    pass
elif x == 209:
    pass
elif x == 210:
    pass
elif x == 211:
    pass
elif x == 212:
    pass
elif x == 213:
    pass
elif x == 214:
    pass
elif x == 215:
    pass
elif x == 216:
    pass
elif x == 217:
    pass
elif x == 218:
    pass
elif x == 219:
    pass
elif x == 220:
    pass
elif x == 221:
    pass
elif x == 222:
    pass
elif x == 223:
    pass
elif x == 224:
    pass
elif x == 225:
    pass
elif x == 226:
    pass
elif x == 227:
    pass
elif x == 228:
    pass
elif x == 229:
    pass
elif x == 230:
    pass
elif x == 231:
    pass
elif x == 232:
    pass
elif x == 233:
    pass
elif x == 234:
    pass
elif x == 235:
    pass
elif x == 236:
    pass
elif x == 237:
    pass
elif x == 238:
    pass
elif x == 239:
    pass
elif x == 240:
    pass
elif x == 241:
    pass
elif x == 242:
    pass
elif x == 243:
    pass
elif x == 244:
    pass
elif x == 245:
    pass
elif x == 246:
    pass
elif x == 247:
    pass
elif x == 248:
    pass
elif x == 249:
    pass
elif x == 250:
    pass
elif x == 251:
    pass
elif x == 252:
    pass
elif x == 253:
    pass
elif x == 254:
    pass
elif x == 255:
    pass
elif x == 256:
    pass
elif x == 257:
    pass
elif x == 258:
    pass
elif x == 259:
    pass
elif x == 260:
    pass
elif x == 261:
    pass
elif x == 262:
    pass
elif x == 263:
    pass
elif x == 264:
    pass
elif x == 265:
    pass
elif x == 266:
    pass
elif x == 267:
    pass
elif x == 268:
    pass
elif x == 269:
    pass
elif x == 270:
    pass
elif x == 271:
    pass
elif x == 272:
    pass
elif x == 273:
    pass
elif x == 274:
    pass
elif x == 275:
    pass
elif x == 276:
    pass
elif x == 277:
    pass
elif x == 278:
    pass
elif x == 279:
    pass
elif x == 280:
    pass
elif x == 281:
    pass
elif x == 282:
    pass
elif x == 283:
    pass
elif x == 284:
    pass
elif x == 285:
    pass
elif x == 286:
    pass
elif x == 287:
    pass
elif x == 288:
    pass
elif x == 289:
    pass
elif x == 290:
    pass
elif x == 291:
    pass
elif x == 292:
    pass
elif x == 293:
    pass
elif x == 294:
    pass
elif x == 295:
    pass
elif x == 296:
    pass
elif x == 297:
    pass
elif x == 298:
    pass
elif x == 299:
    pass
elif x == 300:
    pass
elif x == 301:
    pass
elif x == 302:
    pass
elif x == 303:
    pass
elif x == 304:
    pass
elif x == 305:
    pass
elif x == 306:
    pass
elif x == 307:
    pass
elif x == 308:
    pass
elif x == 309:
    pass
elif x == 310:
    pass
elif x == 311:
    pass
elif x == 312:
    pass
elif x == 313:
    pass
elif x == 314:
    pass
elif x == 315:
    pass
elif x == 316:
    pass
elif x == 317:
    pass
elif x == 318:
    pass
elif x == 319:
    pass
elif x == 320:
    pass
elif x == 321:
    pass
elif x == 322:
    pass
elif x == 323:
    pass
elif x == 324:
    pass
elif x == 325:
    pass
elif x == 326:
    pass
elif x == 327:
    pass
elif x == 328:
    pass
elif x == 329:
    pass
elif x == 330:
    pass
elif x == 331:
    pass
elif x == 332:
    pass
elif x == 333:
    pass
elif x == 334:
    pass
elif x == 335:
    pass
elif x == 336:
    pass
elif x == 337:
    pass
elif x == 338:
    pass
elif x == 339:
    pass
elif x == 340:
    pass
elif x == 341:
    pass
elif x == 342:
    pass
elif x == 343:
    pass
elif x == 344:
    pass
elif x == 345:
    pass
elif x == 346:
    pass
elif x == 347:
    pass
elif x == 348:
    pass
elif x == 349:
    pass
elif x == 350:
    pass
elif x == 351:
    pass
elif x == 352:
    pass
elif x == 353:
    pass
elif x == 354:
    pass
elif x == 355:
    pass
elif x == 356:
    pass
elif x == 357:
    pass
elif x == 358:
    pass
elif x == 359:
    pass
elif x == 360:
    pass
elif x == 361:
    pass
elif x == 362:
    pass
elif x == 363:
    pass
elif x == 364:
    pass
elif x == 365:
    pass
elif x == 366:
    pass
elif x == 367:
    pass
elif x == 368:
    pass
elif x == 369:
    pass
elif x == 370:
    pass
elif x == 371:
    pass
elif x == 372:
    pass
elif x == 373:
    pass
elif x == 374:
    pass
elif x == 375:
    pass
elif x == 376:
    pass
elif x == 377:
    pass
elif x == 378:
    pass
elif x == 379:
    pass
elif x == 380:
    pass
elif x == 381:
    pass
elif x == 382:
    pass
elif x == 383:
    pass
elif x == 384:
    pass
elif x == 385:
    pass
elif x == 386:
    pass
elif x == 387:
    pass
elif x == 388:
    pass
elif x == 389:
    pass
elif x == 390:
    pass
elif x == 391:
    pass
elif x == 392:
    pass
elif x == 393:
    pass
elif x == 394:
    pass
elif x == 395:
    pass
elif x == 396:
    pass
elif x == 397:
    pass
elif x == 398:
    pass
elif x == 399:
    pass
elif x == 400:
    pass
elif x == 401:
    pass
elif x == 402:
    pass
elif x == 403:
    pass
elif x == 404:
    pass
elif x == 405:
    pass
elif x == 406:
    pass
elif x == 407:
    pass
elif x == 408:
    pass
elif x == 409:
    pass
elif x == 410:
    pass
elif x == 411:
    pass
elif x == 412:
    pass
elif x == 413:
    pass
elif x == 414:
    pass
elif x == 415:
    pass
elif x == 416:
    pass
elif x == 417:
    pass
elif x == 418:
    pass
elif x == 419:
    pass
elif x == 420:
    pass
elif x == 421:
    pass
elif x == 422:
    pass
elif x == 423:
    pass
elif x == 424:
    pass
elif x == 425:
    pass
elif x == 426:
    pass
elif x == 427:
    pass
elif x == 428:
    pass
elif x == 429:
    pass
elif x == 430:
    pass
elif x == 431:
    pass
elif x == 432:
    pass
elif x == 433:
    pass
elif x == 434:
    pass
elif x == 435:
    pass
elif x == 436:
    pass
elif x == 437:
    pass
elif x == 438:
    pass
elif x == 439:
    pass
elif x == 440:
    pass
elif x == 441:
    pass
elif x == 442:
    pass
elif x == 443:
    pass
elif x == 444:
    pass
elif x == 445:
    pass
elif x == 446:
    pass
elif x == 447:
    pass
elif x == 448:
    pass
elif x == 449:
    pass
elif x == 450:
    pass
elif x == 451:
    pass
elif x == 452:
    pass
elif x == 453:
    pass
elif x == 454:
    pass
elif x == 455:
    pass
elif x == 456:
    pass
elif x == 457:
    pass
elif x == 458:
    pass
elif x == 459:
    pass
elif x == 460:
    pass
elif x == 461:
    pass
elif x == 462:
    pass
elif x == 463:
    pass
elif x == 464:
    pass
elif x == 465:
    pass
elif x == 466:
    pass
elif x == 467:
    pass
elif x == 468:
    pass
elif x == 469:
    pass
elif x == 470:
    pass
elif x == 471:
    pass
elif x == 472:
    pass
elif x == 473:
    pass
elif x == 474:
    pass
elif x == 475:
    pass
elif x == 476:
    pass
elif x == 477:
    pass
elif x == 478:
    pass
elif x == 479:
    pass
elif x == 480:
    pass
elif x == 481:
    pass
elif x == 482:
    pass
elif x == 483:
    pass
elif x == 484:
    pass
elif x == 485:
    pass
elif x == 486:
    pass
elif x == 487:
    pass
elif x == 488:
    pass
elif x == 489:
    pass
elif x == 490:
    pass
elif x == 491:
    pass
elif x == 492:
    pass
elif x == 493:
    pass
elif x == 494:
    pass
elif x == 495:
    pass
elif x == 496:
    pass
elif x == 497:
    pass
elif x == 498:
    pass
elif x == 499:
    pass
elif x == 500:
    pass
elif x == 501:
    pass
elif x == 502:
    pass
elif x == 503:
    pass
elif x == 504:
    pass
elif x == 505:
    pass
elif x == 506:
    pass
elif x == 507:
    pass
elif x == 508:
    pass
elif x == 509:
    pass
elif x == 510:
    pass
elif x == 511:
    pass
elif x == 512:
    pass
elif x == 513:
    pass
elif x == 514:
    pass
elif x == 515:
    pass
elif x == 516:
    pass
elif x == 517:
    pass
elif x == 518:
    pass
elif x == 519:
    pass
elif x == 520:
    pass
elif x == 521:
    pass
elif x == 522:
    pass
elif x == 523:
    pass
elif x == 524:
    pass
elif x == 525:
    pass
elif x == 526:
    pass
elif x == 527:
    pass
elif x == 528:
    pass
elif x == 529:
    pass
elif x == 530:
    pass
elif x == 531:
    pass
elif x == 532:
    pass
elif x == 533:
    pass
elif x == 534:
    pass
elif x == 535:
    pass
elif x == 536:
    pass
elif x == 537:
    pass
elif x == 538:
    pass
elif x == 539:
    pass
elif x == 540:
    pass
elif x == 541:
    pass
elif x == 542:
    pass
elif x == 543:
    pass
elif x == 544:
    pass
elif x == 545:
    pass
elif x == 546:
    pass
elif x == 547:
    pass
elif x == 548:
    pass
elif x == 549:
    pass
elif x == 550:
    pass
elif x == 551:
    pass
elif x == 552:
    pass
elif x == 553:
    pass
elif x == 554:
    pass
elif x == 555:
    pass
elif x == 556:
    pass
elif x == 557:
    pass
elif x == 558:
    pass
elif x == 559:
    pass
elif x == 560:
    pass
elif x == 561:
    pass
elif x == 562:
    pass
elif x == 563:
    pass
elif x == 564:
    pass
elif x == 565:
    pass
elif x == 566:
    pass
elif x == 567:
    pass
elif x == 568:
    pass
elif x == 569:
    pass
elif x == 570:
    pass
elif x == 571:
    pass
elif x == 572:
    pass
elif x == 573:
    pass
elif x == 574:
    pass
elif x == 575:
    pass
elif x == 576:
    pass
elif x == 577:
    pass
elif x == 578:
    pass
elif x == 579:
    pass
elif x == 580:
    pass
elif x == 581:
    pass
elif x == 582:
    pass
elif x == 583:
    pass
elif x == 584:
    pass
elif x == 585:
    pass
elif x == 586:
    pass
elif x == 587:
    pass
elif x == 588:
    pass
elif x == 589:
    pass
elif x == 590:
    pass
elif x == 591:
    pass
elif x == 592:
    pass
elif x == 593:
    pass
elif x == 594:
    pass
elif x == 595:
    pass
elif x == 596:
    pass
elif x == 597:
    pass
elif x == 598:
    pass
elif x == 599:
    pass
elif x == 600:
    pass
elif x == 601:
    pass
elif x == 602:
    pass
elif x == 603:
    pass
elif x == 604:
    pass
elif x == 605:
    pass
elif x == 606:
    pass
elif x == 607:
    pass
elif x == 608:
    pass
elif x == 609:
    pass
elif x == 610:
    pass
elif x == 611:
    pass
elif x == 612:
    pass
elif x == 613:
    pass
elif x == 614:
    pass
elif x == 615:
    pass
elif x == 616:
    pass
elif x == 617:
    pass
elif x == 618:
    pass
elif x == 619:
    pass
elif x == 620:
    pass
elif x == 621:
    pass
elif x == 622:
    pass
elif x == 623:
    pass
elif x == 624:
    pass
elif x == 625:
    pass
elif x == 626:
    pass
elif x == 627:
    pass
elif x == 628:
    pass
elif x == 629:
    pass
elif x == 630:
    pass
elif x == 631:
    pass
elif x == 632:
    pass
elif x == 633:
    pass
elif x == 634:
    pass
elif x == 635:
    pass
elif x == 636:
    pass
elif x == 637:
    pass
elif x == 638:
    pass
elif x == 639:
    pass
elif x == 640:
    pass
elif x == 641:
    pass
elif x == 642:
    pass
elif x == 643:
    pass
elif x == 644:
    pass
elif x == 645:
    pass
elif x == 646:
    pass
elif x == 647:
    pass
elif x == 648:
    pass
elif x == 649:
    pass
elif x == 650:
    pass
elif x == 651:
    pass
elif x == 652:
    pass
elif x == 653:
    pass
elif x == 654:
    pass
elif x == 655:
    pass
elif x == 656:
    pass
elif x == 657:
    pass
elif x == 658:
    pass
elif x == 659:
    pass
elif x == 660:
    pass
elif x == 661:
    pass
elif x == 662:
    pass
elif x == 663:
    pass
elif x == 664:
    pass
elif x == 665:
    pass
elif x == 666:
    pass
elif x == 667:
    pass
elif x == 668:
    pass
elif x == 669:
    pass
elif x == 670:
    pass
elif x == 671:
    pass
elif x == 672:
    pass
elif x == 673:
    pass
elif x == 674:
    pass
elif x == 675:
    pass
elif x == 676:
    pass
elif x == 677:
    pass
elif x == 678:
    pass
elif x == 679:
    pass
elif x == 680:
    pass
elif x == 681:
    pass
elif x == 682:
    pass
elif x == 683:
    pass
elif x == 684:
    pass
elif x == 685:
    pass
elif x == 686:
    pass
elif x == 687:
    pass
elif x == 688:
    pass
elif x == 689:
    pass
elif x == 690:
    pass
elif x == 691:
    pass
elif x == 692:
    pass
elif x == 693:
    pass
elif x == 694:
    pass
elif x == 695:
    pass
elif x == 696:
    pass
elif x == 697:
    pass
elif x == 698:
    pass
elif x == 699:
    pass
elif x == 700:
    pass
elif x == 701:
    pass
elif x == 702:
    pass
elif x == 703:
    pass
elif x == 704:
    pass
elif x == 705:
    pass
elif x == 706:
    pass
elif x == 707:
    pass
elif x == 708:
    pass
elif x == 709:
    pass
elif x == 710:
    pass
elif x == 711:
    pass
elif x == 712:
    pass
elif x == 713:
    pass
elif x == 714:
    pass
elif x == 715:
    pass
elif x == 716:
    pass
elif x == 717:
    pass
elif x == 718:
    pass
elif x == 719:
    pass
elif x == 720:
    pass
elif x == 721:
    pass
elif x == 722:
    pass
elif x == 723:
    pass
elif x == 724:
    pass
elif x == 725:
    pass
elif x == 726:
    pass
elif x == 727:
    pass
elif x == 728:
    pass
elif x == 729:
    pass
elif x == 730:
    pass
elif x == 731:
    pass
elif x == 732:
    pass
elif x == 733:
    pass
elif x == 734:
    pass
elif x == 735:
    pass
elif x == 736:
    pass
elif x == 737:
    pass
elif x == 738:
    pass
elif x == 739:
    pass
elif x == 740:
    pass
elif x == 741:
    pass
elif x == 742:
    pass
elif x == 743:
    pass
elif x == 744:
    pass
elif x == 745:
    pass
elif x == 746:
    pass
elif x == 747:
    pass
elif x == 748:
    pass
elif x == 749:
    pass
elif x == 750:
    pass
elif x == 751:
    pass
elif x == 752:
    pass
elif x == 753:
    pass
elif x == 754:
    pass
elif x == 755:
    pass
elif x == 756:
    pass
elif x == 757:
    pass
elif x == 758:
    pass
elif x == 759:
    pass
elif x == 760:
    pass
elif x == 761:
    pass
elif x == 762:
    pass
elif x == 763:
    pass
elif x == 764:
    pass
elif x == 765:
    pass
elif x == 766:
    pass
elif x == 767:
    pass
elif x == 768:
    pass
elif x == 769:
    pass
elif x == 770:
    pass
elif x == 771:
    pass
elif x == 772:
    pass
elif x == 773:
    pass
elif x == 774:
    pass
elif x == 775:
    pass
elif x == 776:
    pass
elif x == 777:
    pass
elif x == 778:
    pass
elif x == 779:
    pass
elif x == 780:
    pass
elif x == 781:
    pass
elif x == 782:
    pass
elif x == 783:
    pass
elif x == 784:
    pass
elif x == 785:
    pass
elif x == 786:
    pass
elif x == 787:
    pass
elif x == 788:
    pass
elif x == 789:
    pass
elif x == 790:
    pass
elif x == 791:
    pass
elif x == 792:
    pass
elif x == 793:
    pass
elif x == 794:
    pass
elif x == 795:
    pass
elif x == 796:
    pass
elif x == 797:
    pass
elif x == 798:
    pass
elif x == 799:
    pass
elif x == 800:
    pass
elif x == 801:
    pass
elif x == 802:
    pass
elif x == 803:
    pass
elif x == 804:
    pass
elif x == 805:
    pass
elif x == 806:
    pass
elif x == 807:
    pass
elif x == 808:
    pass
elif x == 809:
    pass
elif x == 810:
    pass
elif x == 811:
    pass
elif x == 812:
    pass
elif x == 813:
    pass
elif x == 814:
    pass
elif x == 815:
    pass
elif x == 816:
    pass
elif x == 817:
    pass
elif x == 818:
    pass
elif x == 819:
    pass
elif x == 820:
    pass
elif x == 821:
    pass
elif x == 822:
    pass
elif x == 823:
    pass
elif x == 824:
    pass
elif x == 825:
    pass
elif x == 826:
    pass
elif x == 827:
    pass
elif x == 828:
    pass
elif x == 829:
    pass
elif x == 830:
    pass
elif x == 831:
    pass
elif x == 832:
    pass
elif x == 833:
    pass
elif x == 834:
    pass
elif x == 835:
    pass
elif x == 836:
    pass
elif x == 837:
    pass
elif x == 838:
    pass
elif x == 839:
    pass
elif x == 840:
    pass
elif x == 841:
    pass
elif x == 842:
    pass
elif x == 843:
    pass
elif x == 844:
    pass
elif x == 845:
    pass
elif x == 846:
    pass
elif x == 847:
    pass
elif x == 848:
    pass
elif x == 849:
    pass
elif x == 850:
    pass
elif x == 851:
    pass
elif x == 852:
    pass
elif x == 853:
    pass
elif x == 854:
    pass
elif x == 855:
    pass
elif x == 856:
    pass
elif x == 857:
    pass
elif x == 858:
    pass
elif x == 859:
    pass
elif x == 860:
    pass
elif x == 861:
    pass
elif x == 862:
    pass
elif x == 863:
    pass
elif x == 864:
    pass
elif x == 865:
    pass
elif x == 866:
    pass
elif x == 867:
    pass
elif x == 868:
    pass
elif x == 869:
    pass
elif x == 870:
    pass
elif x == 871:
    pass
elif x == 872:
    pass
elif x == 873:
    pass
elif x == 874:
    pass
elif x == 875:
    pass
elif x == 876:
    pass
elif x == 877:
    pass
elif x == 878:
    pass
elif x == 879:
    pass
elif x == 880:
    pass
elif x == 881:
    pass
elif x == 882:
    pass
elif x == 883:
    pass
elif x == 884:
    pass
elif x == 885:
    pass
elif x == 886:
    pass
elif x == 887:
    pass
elif x == 888:
    pass
elif x == 889:
    pass
elif x == 890:
    pass
elif x == 891:
    pass
elif x == 892:
    pass
elif x == 893:
    pass
elif x == 894:
    pass
elif x == 895:
    pass
elif x == 896:
    pass
elif x == 897:
    pass
elif x == 898:
    pass
elif x == 899:
    pass
elif x == 900:
    pass
elif x == 901:
    pass
elif x == 902:
    pass
elif x == 903:
    pass
elif x == 904:
    pass
elif x == 905:
    pass
elif x == 906:
    pass
elif x == 907:
    pass
elif x == 908:
    pass
elif x == 909:
    pass
elif x == 910:
    pass
elif x == 911:
    pass
elif x == 912:
    pass
elif x == 913:
    pass
elif x == 914:
    pass
elif x == 915:
    pass
elif x == 916:
    pass
elif x == 917:
    pass
elif x == 918:
    pass
elif x == 919:
    pass
elif x == 920:
    pass
elif x == 921:
    pass
elif x == 922:
    pass
elif x == 923:
    pass
elif x == 924:
    pass
elif x == 925:
    pass
elif x == 926:
    pass
elif x == 927:
    pass
elif x == 928:
    pass
elif x == 929:
    pass
elif x == 930:
    pass
elif x == 931:
    pass
elif x == 932:
    pass
elif x == 933:
    pass
elif x == 934:
    pass
elif x == 935:
    pass
elif x == 936:
    pass
elif x == 937:
    pass
elif x == 938:
    pass
elif x == 939:
    pass
elif x == 940:
    pass
elif x == 941:
    pass
elif x == 942:
    pass
elif x == 943:
    pass
elif x == 944:
    pass
elif x == 945:
    pass
elif x == 946:
    pass
elif x == 947:
    pass
elif x == 948:
    pass
elif x == 949:
    pass
elif x == 950:
    pass
elif x == 951:
    pass
elif x == 952:
    pass
elif x == 953:
    pass
elif x == 954:
    pass
elif x == 955:
    pass
elif x == 956:
    pass
elif x == 957:
    pass
elif x == 958:
    pass
elif x == 959:
    pass
elif x == 960:
    pass
elif x == 961:
    pass
elif x == 962:
    pass
elif x == 963:
    pass
elif x == 964:
    pass
elif x == 965:
    pass
elif x == 966:
    pass
elif x == 967:
    pass
elif x == 968:
    pass
elif x == 969:
    pass
elif x == 970:
    pass
elif x == 971:
    pass
elif x == 972:
    pass
elif x == 973:
    pass
elif x == 974:
    pass
elif x == 975:
    pass
elif x == 976:
    pass
elif x == 977:
    pass
elif x == 978:
    pass
elif x == 979:
    pass
elif x == 980:
    pass
elif x == 981:
    pass
elif x == 982:
    pass
elif x == 983:
    pass
elif x == 984:
    pass
elif x == 985:
    pass
elif x == 986:
    pass
elif x == 987:
    pass
elif x == 988:
    pass
elif x == 989:
    pass
elif x == 990:
    pass
elif x == 991:
    pass
elif x == 992:
    pass
elif x == 993:
    pass
elif x == 994:
    pass
elif x == 995:
    pass
elif x == 996:
    pass
elif x == 997:
    pass
elif x == 998:
    pass
elif x == 999:
    pass
elif x == 1000:
    pass
print('done')
