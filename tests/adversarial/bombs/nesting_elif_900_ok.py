# An elif chain 900 long is within the cap.
# expect: ok
# stdout: 899
x = 899
if x == 0:
    pass
elif x == 1:
    print(1)
elif x == 2:
    print(2)
elif x == 3:
    print(3)
elif x == 4:
    print(4)
elif x == 5:
    print(5)
elif x == 6:
    print(6)
elif x == 7:
    print(7)
elif x == 8:
    print(8)
elif x == 9:
    print(9)
elif x == 10:
    print(10)
elif x == 11:
    print(11)
elif x == 12:
    print(12)
elif x == 13:
    print(13)
elif x == 14:
    print(14)
elif x == 15:
    print(15)
elif x == 16:
    print(16)
elif x == 17:
    print(17)
elif x == 18:
    print(18)
elif x == 19:
    print(19)
elif x == 20:
    print(20)
elif x == 21:
    print(21)
elif x == 22:
    print(22)
elif x == 23:
    print(23)
elif x == 24:
    print(24)
elif x == 25:
    print(25)
elif x == 26:
    print(26)
elif x == 27:
    print(27)
elif x == 28:
    print(28)
elif x == 29:
    print(29)
elif x == 30:
    print(30)
elif x == 31:
    print(31)
elif x == 32:
    print(32)
elif x == 33:
    print(33)
elif x == 34:
    print(34)
elif x == 35:
    print(35)
elif x == 36:
    print(36)
elif x == 37:
    print(37)
elif x == 38:
    print(38)
elif x == 39:
    print(39)
elif x == 40:
    print(40)
elif x == 41:
    print(41)
elif x == 42:
    print(42)
elif x == 43:
    print(43)
elif x == 44:
    print(44)
elif x == 45:
    print(45)
elif x == 46:
    print(46)
elif x == 47:
    print(47)
elif x == 48:
    print(48)
elif x == 49:
    print(49)
elif x == 50:
    print(50)
elif x == 51:
    print(51)
elif x == 52:
    print(52)
elif x == 53:
    print(53)
elif x == 54:
    print(54)
elif x == 55:
    print(55)
elif x == 56:
    print(56)
elif x == 57:
    print(57)
elif x == 58:
    print(58)
elif x == 59:
    print(59)
elif x == 60:
    print(60)
elif x == 61:
    print(61)
elif x == 62:
    print(62)
elif x == 63:
    print(63)
elif x == 64:
    print(64)
elif x == 65:
    print(65)
elif x == 66:
    print(66)
elif x == 67:
    print(67)
elif x == 68:
    print(68)
elif x == 69:
    print(69)
elif x == 70:
    print(70)
elif x == 71:
    print(71)
elif x == 72:
    print(72)
elif x == 73:
    print(73)
elif x == 74:
    print(74)
elif x == 75:
    print(75)
elif x == 76:
    print(76)
elif x == 77:
    print(77)
elif x == 78:
    print(78)
elif x == 79:
    print(79)
elif x == 80:
    print(80)
elif x == 81:
    print(81)
elif x == 82:
    print(82)
elif x == 83:
    print(83)
elif x == 84:
    print(84)
elif x == 85:
    print(85)
elif x == 86:
    print(86)
elif x == 87:
    print(87)
elif x == 88:
    print(88)
elif x == 89:
    print(89)
elif x == 90:
    print(90)
elif x == 91:
    print(91)
elif x == 92:
    print(92)
elif x == 93:
    print(93)
elif x == 94:
    print(94)
elif x == 95:
    print(95)
elif x == 96:
    print(96)
elif x == 97:
    print(97)
elif x == 98:
    print(98)
elif x == 99:
    print(99)
elif x == 100:
    print(100)
elif x == 101:
    print(101)
elif x == 102:
    print(102)
elif x == 103:
    print(103)
elif x == 104:
    print(104)
elif x == 105:
    print(105)
elif x == 106:
    print(106)
elif x == 107:
    print(107)
elif x == 108:
    print(108)
elif x == 109:
    print(109)
elif x == 110:
    print(110)
elif x == 111:
    print(111)
elif x == 112:
    print(112)
elif x == 113:
    print(113)
elif x == 114:
    print(114)
elif x == 115:
    print(115)
elif x == 116:
    print(116)
elif x == 117:
    print(117)
elif x == 118:
    print(118)
elif x == 119:
    print(119)
elif x == 120:
    print(120)
elif x == 121:
    print(121)
elif x == 122:
    print(122)
elif x == 123:
    print(123)
elif x == 124:
    print(124)
elif x == 125:
    print(125)
elif x == 126:
    print(126)
elif x == 127:
    print(127)
elif x == 128:
    print(128)
elif x == 129:
    print(129)
elif x == 130:
    print(130)
elif x == 131:
    print(131)
elif x == 132:
    print(132)
elif x == 133:
    print(133)
elif x == 134:
    print(134)
elif x == 135:
    print(135)
elif x == 136:
    print(136)
elif x == 137:
    print(137)
elif x == 138:
    print(138)
elif x == 139:
    print(139)
elif x == 140:
    print(140)
elif x == 141:
    print(141)
elif x == 142:
    print(142)
elif x == 143:
    print(143)
elif x == 144:
    print(144)
elif x == 145:
    print(145)
elif x == 146:
    print(146)
elif x == 147:
    print(147)
elif x == 148:
    print(148)
elif x == 149:
    print(149)
elif x == 150:
    print(150)
elif x == 151:
    print(151)
elif x == 152:
    print(152)
elif x == 153:
    print(153)
elif x == 154:
    print(154)
elif x == 155:
    print(155)
elif x == 156:
    print(156)
elif x == 157:
    print(157)
elif x == 158:
    print(158)
elif x == 159:
    print(159)
elif x == 160:
    print(160)
elif x == 161:
    print(161)
elif x == 162:
    print(162)
elif x == 163:
    print(163)
elif x == 164:
    print(164)
elif x == 165:
    print(165)
elif x == 166:
    print(166)
elif x == 167:
    print(167)
elif x == 168:
    print(168)
elif x == 169:
    print(169)
elif x == 170:
    print(170)
elif x == 171:
    print(171)
elif x == 172:
    print(172)
elif x == 173:
    print(173)
elif x == 174:
    print(174)
elif x == 175:
    print(175)
elif x == 176:
    print(176)
elif x == 177:
    print(177)
elif x == 178:
    print(178)
elif x == 179:
    print(179)
elif x == 180:
    print(180)
elif x == 181:
    print(181)
elif x == 182:
    print(182)
elif x == 183:
    print(183)
elif x == 184:
    print(184)
elif x == 185:
    print(185)
elif x == 186:
    print(186)
elif x == 187:
    print(187)
elif x == 188:
    print(188)
elif x == 189:
    print(189)
elif x == 190:
    print(190)
elif x == 191:
    print(191)
elif x == 192:
    print(192)
elif x == 193:
    print(193)
elif x == 194:
    print(194)
elif x == 195:
    print(195)
elif x == 196:
    print(196)
elif x == 197:
    print(197)
elif x == 198:
    print(198)
elif x == 199:
    print(199)
elif x == 200:
    print(200)
elif x == 201:
    print(201)
elif x == 202:
    print(202)
elif x == 203:
    print(203)
elif x == 204:
    print(204)
elif x == 205:
    print(205)
elif x == 206:
    print(206)
elif x == 207:
    print(207)
elif x == 208:
    print(208)
elif x == 209:
    print(209)
elif x == 210:
    print(210)
elif x == 211:
    print(211)
elif x == 212:
    print(212)
elif x == 213:
    print(213)
elif x == 214:
    print(214)
elif x == 215:
    print(215)
elif x == 216:
    print(216)
elif x == 217:
    print(217)
elif x == 218:
    print(218)
elif x == 219:
    print(219)
elif x == 220:
    print(220)
elif x == 221:
    print(221)
elif x == 222:
    print(222)
elif x == 223:
    print(223)
elif x == 224:
    print(224)
elif x == 225:
    print(225)
elif x == 226:
    print(226)
elif x == 227:
    print(227)
elif x == 228:
    print(228)
elif x == 229:
    print(229)
elif x == 230:
    print(230)
elif x == 231:
    print(231)
elif x == 232:
    print(232)
elif x == 233:
    print(233)
elif x == 234:
    print(234)
elif x == 235:
    print(235)
elif x == 236:
    print(236)
elif x == 237:
    print(237)
elif x == 238:
    print(238)
elif x == 239:
    print(239)
elif x == 240:
    print(240)
elif x == 241:
    print(241)
elif x == 242:
    print(242)
elif x == 243:
    print(243)
elif x == 244:
    print(244)
elif x == 245:
    print(245)
elif x == 246:
    print(246)
elif x == 247:
    print(247)
elif x == 248:
    print(248)
elif x == 249:
    print(249)
elif x == 250:
    print(250)
elif x == 251:
    print(251)
elif x == 252:
    print(252)
elif x == 253:
    print(253)
elif x == 254:
    print(254)
elif x == 255:
    print(255)
elif x == 256:
    print(256)
elif x == 257:
    print(257)
elif x == 258:
    print(258)
elif x == 259:
    print(259)
elif x == 260:
    print(260)
elif x == 261:
    print(261)
elif x == 262:
    print(262)
elif x == 263:
    print(263)
elif x == 264:
    print(264)
elif x == 265:
    print(265)
elif x == 266:
    print(266)
elif x == 267:
    print(267)
elif x == 268:
    print(268)
elif x == 269:
    print(269)
elif x == 270:
    print(270)
elif x == 271:
    print(271)
elif x == 272:
    print(272)
elif x == 273:
    print(273)
elif x == 274:
    print(274)
elif x == 275:
    print(275)
elif x == 276:
    print(276)
elif x == 277:
    print(277)
elif x == 278:
    print(278)
elif x == 279:
    print(279)
elif x == 280:
    print(280)
elif x == 281:
    print(281)
elif x == 282:
    print(282)
elif x == 283:
    print(283)
elif x == 284:
    print(284)
elif x == 285:
    print(285)
elif x == 286:
    print(286)
elif x == 287:
    print(287)
elif x == 288:
    print(288)
elif x == 289:
    print(289)
elif x == 290:
    print(290)
elif x == 291:
    print(291)
elif x == 292:
    print(292)
elif x == 293:
    print(293)
elif x == 294:
    print(294)
elif x == 295:
    print(295)
elif x == 296:
    print(296)
elif x == 297:
    print(297)
elif x == 298:
    print(298)
elif x == 299:
    print(299)
elif x == 300:
    print(300)
elif x == 301:
    print(301)
elif x == 302:
    print(302)
elif x == 303:
    print(303)
elif x == 304:
    print(304)
elif x == 305:
    print(305)
elif x == 306:
    print(306)
elif x == 307:
    print(307)
elif x == 308:
    print(308)
elif x == 309:
    print(309)
elif x == 310:
    print(310)
elif x == 311:
    print(311)
elif x == 312:
    print(312)
elif x == 313:
    print(313)
elif x == 314:
    print(314)
elif x == 315:
    print(315)
elif x == 316:
    print(316)
elif x == 317:
    print(317)
elif x == 318:
    print(318)
elif x == 319:
    print(319)
elif x == 320:
    print(320)
elif x == 321:
    print(321)
elif x == 322:
    print(322)
elif x == 323:
    print(323)
elif x == 324:
    print(324)
elif x == 325:
    print(325)
elif x == 326:
    print(326)
elif x == 327:
    print(327)
elif x == 328:
    print(328)
elif x == 329:
    print(329)
elif x == 330:
    print(330)
elif x == 331:
    print(331)
elif x == 332:
    print(332)
elif x == 333:
    print(333)
elif x == 334:
    print(334)
elif x == 335:
    print(335)
elif x == 336:
    print(336)
elif x == 337:
    print(337)
elif x == 338:
    print(338)
elif x == 339:
    print(339)
elif x == 340:
    print(340)
elif x == 341:
    print(341)
elif x == 342:
    print(342)
elif x == 343:
    print(343)
elif x == 344:
    print(344)
elif x == 345:
    print(345)
elif x == 346:
    print(346)
elif x == 347:
    print(347)
elif x == 348:
    print(348)
elif x == 349:
    print(349)
elif x == 350:
    print(350)
elif x == 351:
    print(351)
elif x == 352:
    print(352)
elif x == 353:
    print(353)
elif x == 354:
    print(354)
elif x == 355:
    print(355)
elif x == 356:
    print(356)
elif x == 357:
    print(357)
elif x == 358:
    print(358)
elif x == 359:
    print(359)
elif x == 360:
    print(360)
elif x == 361:
    print(361)
elif x == 362:
    print(362)
elif x == 363:
    print(363)
elif x == 364:
    print(364)
elif x == 365:
    print(365)
elif x == 366:
    print(366)
elif x == 367:
    print(367)
elif x == 368:
    print(368)
elif x == 369:
    print(369)
elif x == 370:
    print(370)
elif x == 371:
    print(371)
elif x == 372:
    print(372)
elif x == 373:
    print(373)
elif x == 374:
    print(374)
elif x == 375:
    print(375)
elif x == 376:
    print(376)
elif x == 377:
    print(377)
elif x == 378:
    print(378)
elif x == 379:
    print(379)
elif x == 380:
    print(380)
elif x == 381:
    print(381)
elif x == 382:
    print(382)
elif x == 383:
    print(383)
elif x == 384:
    print(384)
elif x == 385:
    print(385)
elif x == 386:
    print(386)
elif x == 387:
    print(387)
elif x == 388:
    print(388)
elif x == 389:
    print(389)
elif x == 390:
    print(390)
elif x == 391:
    print(391)
elif x == 392:
    print(392)
elif x == 393:
    print(393)
elif x == 394:
    print(394)
elif x == 395:
    print(395)
elif x == 396:
    print(396)
elif x == 397:
    print(397)
elif x == 398:
    print(398)
elif x == 399:
    print(399)
elif x == 400:
    print(400)
elif x == 401:
    print(401)
elif x == 402:
    print(402)
elif x == 403:
    print(403)
elif x == 404:
    print(404)
elif x == 405:
    print(405)
elif x == 406:
    print(406)
elif x == 407:
    print(407)
elif x == 408:
    print(408)
elif x == 409:
    print(409)
elif x == 410:
    print(410)
elif x == 411:
    print(411)
elif x == 412:
    print(412)
elif x == 413:
    print(413)
elif x == 414:
    print(414)
elif x == 415:
    print(415)
elif x == 416:
    print(416)
elif x == 417:
    print(417)
elif x == 418:
    print(418)
elif x == 419:
    print(419)
elif x == 420:
    print(420)
elif x == 421:
    print(421)
elif x == 422:
    print(422)
elif x == 423:
    print(423)
elif x == 424:
    print(424)
elif x == 425:
    print(425)
elif x == 426:
    print(426)
elif x == 427:
    print(427)
elif x == 428:
    print(428)
elif x == 429:
    print(429)
elif x == 430:
    print(430)
elif x == 431:
    print(431)
elif x == 432:
    print(432)
elif x == 433:
    print(433)
elif x == 434:
    print(434)
elif x == 435:
    print(435)
elif x == 436:
    print(436)
elif x == 437:
    print(437)
elif x == 438:
    print(438)
elif x == 439:
    print(439)
elif x == 440:
    print(440)
elif x == 441:
    print(441)
elif x == 442:
    print(442)
elif x == 443:
    print(443)
elif x == 444:
    print(444)
elif x == 445:
    print(445)
elif x == 446:
    print(446)
elif x == 447:
    print(447)
elif x == 448:
    print(448)
elif x == 449:
    print(449)
elif x == 450:
    print(450)
elif x == 451:
    print(451)
elif x == 452:
    print(452)
elif x == 453:
    print(453)
elif x == 454:
    print(454)
elif x == 455:
    print(455)
elif x == 456:
    print(456)
elif x == 457:
    print(457)
elif x == 458:
    print(458)
elif x == 459:
    print(459)
elif x == 460:
    print(460)
elif x == 461:
    print(461)
elif x == 462:
    print(462)
elif x == 463:
    print(463)
elif x == 464:
    print(464)
elif x == 465:
    print(465)
elif x == 466:
    print(466)
elif x == 467:
    print(467)
elif x == 468:
    print(468)
elif x == 469:
    print(469)
elif x == 470:
    print(470)
elif x == 471:
    print(471)
elif x == 472:
    print(472)
elif x == 473:
    print(473)
elif x == 474:
    print(474)
elif x == 475:
    print(475)
elif x == 476:
    print(476)
elif x == 477:
    print(477)
elif x == 478:
    print(478)
elif x == 479:
    print(479)
elif x == 480:
    print(480)
elif x == 481:
    print(481)
elif x == 482:
    print(482)
elif x == 483:
    print(483)
elif x == 484:
    print(484)
elif x == 485:
    print(485)
elif x == 486:
    print(486)
elif x == 487:
    print(487)
elif x == 488:
    print(488)
elif x == 489:
    print(489)
elif x == 490:
    print(490)
elif x == 491:
    print(491)
elif x == 492:
    print(492)
elif x == 493:
    print(493)
elif x == 494:
    print(494)
elif x == 495:
    print(495)
elif x == 496:
    print(496)
elif x == 497:
    print(497)
elif x == 498:
    print(498)
elif x == 499:
    print(499)
elif x == 500:
    print(500)
elif x == 501:
    print(501)
elif x == 502:
    print(502)
elif x == 503:
    print(503)
elif x == 504:
    print(504)
elif x == 505:
    print(505)
elif x == 506:
    print(506)
elif x == 507:
    print(507)
elif x == 508:
    print(508)
elif x == 509:
    print(509)
elif x == 510:
    print(510)
elif x == 511:
    print(511)
elif x == 512:
    print(512)
elif x == 513:
    print(513)
elif x == 514:
    print(514)
elif x == 515:
    print(515)
elif x == 516:
    print(516)
elif x == 517:
    print(517)
elif x == 518:
    print(518)
elif x == 519:
    print(519)
elif x == 520:
    print(520)
elif x == 521:
    print(521)
elif x == 522:
    print(522)
elif x == 523:
    print(523)
elif x == 524:
    print(524)
elif x == 525:
    print(525)
elif x == 526:
    print(526)
elif x == 527:
    print(527)
elif x == 528:
    print(528)
elif x == 529:
    print(529)
elif x == 530:
    print(530)
elif x == 531:
    print(531)
elif x == 532:
    print(532)
elif x == 533:
    print(533)
elif x == 534:
    print(534)
elif x == 535:
    print(535)
elif x == 536:
    print(536)
elif x == 537:
    print(537)
elif x == 538:
    print(538)
elif x == 539:
    print(539)
elif x == 540:
    print(540)
elif x == 541:
    print(541)
elif x == 542:
    print(542)
elif x == 543:
    print(543)
elif x == 544:
    print(544)
elif x == 545:
    print(545)
elif x == 546:
    print(546)
elif x == 547:
    print(547)
elif x == 548:
    print(548)
elif x == 549:
    print(549)
elif x == 550:
    print(550)
elif x == 551:
    print(551)
elif x == 552:
    print(552)
elif x == 553:
    print(553)
elif x == 554:
    print(554)
elif x == 555:
    print(555)
elif x == 556:
    print(556)
elif x == 557:
    print(557)
elif x == 558:
    print(558)
elif x == 559:
    print(559)
elif x == 560:
    print(560)
elif x == 561:
    print(561)
elif x == 562:
    print(562)
elif x == 563:
    print(563)
elif x == 564:
    print(564)
elif x == 565:
    print(565)
elif x == 566:
    print(566)
elif x == 567:
    print(567)
elif x == 568:
    print(568)
elif x == 569:
    print(569)
elif x == 570:
    print(570)
elif x == 571:
    print(571)
elif x == 572:
    print(572)
elif x == 573:
    print(573)
elif x == 574:
    print(574)
elif x == 575:
    print(575)
elif x == 576:
    print(576)
elif x == 577:
    print(577)
elif x == 578:
    print(578)
elif x == 579:
    print(579)
elif x == 580:
    print(580)
elif x == 581:
    print(581)
elif x == 582:
    print(582)
elif x == 583:
    print(583)
elif x == 584:
    print(584)
elif x == 585:
    print(585)
elif x == 586:
    print(586)
elif x == 587:
    print(587)
elif x == 588:
    print(588)
elif x == 589:
    print(589)
elif x == 590:
    print(590)
elif x == 591:
    print(591)
elif x == 592:
    print(592)
elif x == 593:
    print(593)
elif x == 594:
    print(594)
elif x == 595:
    print(595)
elif x == 596:
    print(596)
elif x == 597:
    print(597)
elif x == 598:
    print(598)
elif x == 599:
    print(599)
elif x == 600:
    print(600)
elif x == 601:
    print(601)
elif x == 602:
    print(602)
elif x == 603:
    print(603)
elif x == 604:
    print(604)
elif x == 605:
    print(605)
elif x == 606:
    print(606)
elif x == 607:
    print(607)
elif x == 608:
    print(608)
elif x == 609:
    print(609)
elif x == 610:
    print(610)
elif x == 611:
    print(611)
elif x == 612:
    print(612)
elif x == 613:
    print(613)
elif x == 614:
    print(614)
elif x == 615:
    print(615)
elif x == 616:
    print(616)
elif x == 617:
    print(617)
elif x == 618:
    print(618)
elif x == 619:
    print(619)
elif x == 620:
    print(620)
elif x == 621:
    print(621)
elif x == 622:
    print(622)
elif x == 623:
    print(623)
elif x == 624:
    print(624)
elif x == 625:
    print(625)
elif x == 626:
    print(626)
elif x == 627:
    print(627)
elif x == 628:
    print(628)
elif x == 629:
    print(629)
elif x == 630:
    print(630)
elif x == 631:
    print(631)
elif x == 632:
    print(632)
elif x == 633:
    print(633)
elif x == 634:
    print(634)
elif x == 635:
    print(635)
elif x == 636:
    print(636)
elif x == 637:
    print(637)
elif x == 638:
    print(638)
elif x == 639:
    print(639)
elif x == 640:
    print(640)
elif x == 641:
    print(641)
elif x == 642:
    print(642)
elif x == 643:
    print(643)
elif x == 644:
    print(644)
elif x == 645:
    print(645)
elif x == 646:
    print(646)
elif x == 647:
    print(647)
elif x == 648:
    print(648)
elif x == 649:
    print(649)
elif x == 650:
    print(650)
elif x == 651:
    print(651)
elif x == 652:
    print(652)
elif x == 653:
    print(653)
elif x == 654:
    print(654)
elif x == 655:
    print(655)
elif x == 656:
    print(656)
elif x == 657:
    print(657)
elif x == 658:
    print(658)
elif x == 659:
    print(659)
elif x == 660:
    print(660)
elif x == 661:
    print(661)
elif x == 662:
    print(662)
elif x == 663:
    print(663)
elif x == 664:
    print(664)
elif x == 665:
    print(665)
elif x == 666:
    print(666)
elif x == 667:
    print(667)
elif x == 668:
    print(668)
elif x == 669:
    print(669)
elif x == 670:
    print(670)
elif x == 671:
    print(671)
elif x == 672:
    print(672)
elif x == 673:
    print(673)
elif x == 674:
    print(674)
elif x == 675:
    print(675)
elif x == 676:
    print(676)
elif x == 677:
    print(677)
elif x == 678:
    print(678)
elif x == 679:
    print(679)
elif x == 680:
    print(680)
elif x == 681:
    print(681)
elif x == 682:
    print(682)
elif x == 683:
    print(683)
elif x == 684:
    print(684)
elif x == 685:
    print(685)
elif x == 686:
    print(686)
elif x == 687:
    print(687)
elif x == 688:
    print(688)
elif x == 689:
    print(689)
elif x == 690:
    print(690)
elif x == 691:
    print(691)
elif x == 692:
    print(692)
elif x == 693:
    print(693)
elif x == 694:
    print(694)
elif x == 695:
    print(695)
elif x == 696:
    print(696)
elif x == 697:
    print(697)
elif x == 698:
    print(698)
elif x == 699:
    print(699)
elif x == 700:
    print(700)
elif x == 701:
    print(701)
elif x == 702:
    print(702)
elif x == 703:
    print(703)
elif x == 704:
    print(704)
elif x == 705:
    print(705)
elif x == 706:
    print(706)
elif x == 707:
    print(707)
elif x == 708:
    print(708)
elif x == 709:
    print(709)
elif x == 710:
    print(710)
elif x == 711:
    print(711)
elif x == 712:
    print(712)
elif x == 713:
    print(713)
elif x == 714:
    print(714)
elif x == 715:
    print(715)
elif x == 716:
    print(716)
elif x == 717:
    print(717)
elif x == 718:
    print(718)
elif x == 719:
    print(719)
elif x == 720:
    print(720)
elif x == 721:
    print(721)
elif x == 722:
    print(722)
elif x == 723:
    print(723)
elif x == 724:
    print(724)
elif x == 725:
    print(725)
elif x == 726:
    print(726)
elif x == 727:
    print(727)
elif x == 728:
    print(728)
elif x == 729:
    print(729)
elif x == 730:
    print(730)
elif x == 731:
    print(731)
elif x == 732:
    print(732)
elif x == 733:
    print(733)
elif x == 734:
    print(734)
elif x == 735:
    print(735)
elif x == 736:
    print(736)
elif x == 737:
    print(737)
elif x == 738:
    print(738)
elif x == 739:
    print(739)
elif x == 740:
    print(740)
elif x == 741:
    print(741)
elif x == 742:
    print(742)
elif x == 743:
    print(743)
elif x == 744:
    print(744)
elif x == 745:
    print(745)
elif x == 746:
    print(746)
elif x == 747:
    print(747)
elif x == 748:
    print(748)
elif x == 749:
    print(749)
elif x == 750:
    print(750)
elif x == 751:
    print(751)
elif x == 752:
    print(752)
elif x == 753:
    print(753)
elif x == 754:
    print(754)
elif x == 755:
    print(755)
elif x == 756:
    print(756)
elif x == 757:
    print(757)
elif x == 758:
    print(758)
elif x == 759:
    print(759)
elif x == 760:
    print(760)
elif x == 761:
    print(761)
elif x == 762:
    print(762)
elif x == 763:
    print(763)
elif x == 764:
    print(764)
elif x == 765:
    print(765)
elif x == 766:
    print(766)
elif x == 767:
    print(767)
elif x == 768:
    print(768)
elif x == 769:
    print(769)
elif x == 770:
    print(770)
elif x == 771:
    print(771)
elif x == 772:
    print(772)
elif x == 773:
    print(773)
elif x == 774:
    print(774)
elif x == 775:
    print(775)
elif x == 776:
    print(776)
elif x == 777:
    print(777)
elif x == 778:
    print(778)
elif x == 779:
    print(779)
elif x == 780:
    print(780)
elif x == 781:
    print(781)
elif x == 782:
    print(782)
elif x == 783:
    print(783)
elif x == 784:
    print(784)
elif x == 785:
    print(785)
elif x == 786:
    print(786)
elif x == 787:
    print(787)
elif x == 788:
    print(788)
elif x == 789:
    print(789)
elif x == 790:
    print(790)
elif x == 791:
    print(791)
elif x == 792:
    print(792)
elif x == 793:
    print(793)
elif x == 794:
    print(794)
elif x == 795:
    print(795)
elif x == 796:
    print(796)
elif x == 797:
    print(797)
elif x == 798:
    print(798)
elif x == 799:
    print(799)
elif x == 800:
    print(800)
elif x == 801:
    print(801)
elif x == 802:
    print(802)
elif x == 803:
    print(803)
elif x == 804:
    print(804)
elif x == 805:
    print(805)
elif x == 806:
    print(806)
elif x == 807:
    print(807)
elif x == 808:
    print(808)
elif x == 809:
    print(809)
elif x == 810:
    print(810)
elif x == 811:
    print(811)
elif x == 812:
    print(812)
elif x == 813:
    print(813)
elif x == 814:
    print(814)
elif x == 815:
    print(815)
elif x == 816:
    print(816)
elif x == 817:
    print(817)
elif x == 818:
    print(818)
elif x == 819:
    print(819)
elif x == 820:
    print(820)
elif x == 821:
    print(821)
elif x == 822:
    print(822)
elif x == 823:
    print(823)
elif x == 824:
    print(824)
elif x == 825:
    print(825)
elif x == 826:
    print(826)
elif x == 827:
    print(827)
elif x == 828:
    print(828)
elif x == 829:
    print(829)
elif x == 830:
    print(830)
elif x == 831:
    print(831)
elif x == 832:
    print(832)
elif x == 833:
    print(833)
elif x == 834:
    print(834)
elif x == 835:
    print(835)
elif x == 836:
    print(836)
elif x == 837:
    print(837)
elif x == 838:
    print(838)
elif x == 839:
    print(839)
elif x == 840:
    print(840)
elif x == 841:
    print(841)
elif x == 842:
    print(842)
elif x == 843:
    print(843)
elif x == 844:
    print(844)
elif x == 845:
    print(845)
elif x == 846:
    print(846)
elif x == 847:
    print(847)
elif x == 848:
    print(848)
elif x == 849:
    print(849)
elif x == 850:
    print(850)
elif x == 851:
    print(851)
elif x == 852:
    print(852)
elif x == 853:
    print(853)
elif x == 854:
    print(854)
elif x == 855:
    print(855)
elif x == 856:
    print(856)
elif x == 857:
    print(857)
elif x == 858:
    print(858)
elif x == 859:
    print(859)
elif x == 860:
    print(860)
elif x == 861:
    print(861)
elif x == 862:
    print(862)
elif x == 863:
    print(863)
elif x == 864:
    print(864)
elif x == 865:
    print(865)
elif x == 866:
    print(866)
elif x == 867:
    print(867)
elif x == 868:
    print(868)
elif x == 869:
    print(869)
elif x == 870:
    print(870)
elif x == 871:
    print(871)
elif x == 872:
    print(872)
elif x == 873:
    print(873)
elif x == 874:
    print(874)
elif x == 875:
    print(875)
elif x == 876:
    print(876)
elif x == 877:
    print(877)
elif x == 878:
    print(878)
elif x == 879:
    print(879)
elif x == 880:
    print(880)
elif x == 881:
    print(881)
elif x == 882:
    print(882)
elif x == 883:
    print(883)
elif x == 884:
    print(884)
elif x == 885:
    print(885)
elif x == 886:
    print(886)
elif x == 887:
    print(887)
elif x == 888:
    print(888)
elif x == 889:
    print(889)
elif x == 890:
    print(890)
elif x == 891:
    print(891)
elif x == 892:
    print(892)
elif x == 893:
    print(893)
elif x == 894:
    print(894)
elif x == 895:
    print(895)
elif x == 896:
    print(896)
elif x == 897:
    print(897)
elif x == 898:
    print(898)
elif x == 899:
    print(899)
